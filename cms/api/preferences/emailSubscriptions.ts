import { preferenceRoutes } from '@domain/api/routes'
import { z } from 'zod'
import { EMAIL_CATEGORIES } from '@domain/account/preferenceChoices'
import type { User } from '../../payload-types'
import { camelizeKeys } from '../conventions/caseKeys'
import { LearnerApiError, learnerEndpoint } from '../conventions/learnerEndpoint'
import { t } from '@domain/i18n/messages'

/** The answer: each optional category on or off, and account support, which is always on. */
const view = (user: User) => ({
  ...Object.fromEntries(EMAIL_CATEGORIES.map((category) => [category, user.emailSubscriptions?.[category] !== false])),
  accountSupport: true,
})

/** GET /api/user_email_subscription_settings (docs/learner-api.md "Preferences"). */
export const readEmailSubscriptions = learnerEndpoint(preferenceRoutes.readEmailSubscriptions, async ({ user }) => ({ settings: view(user) }), { signedIn: true })

const update = z.object(Object.fromEntries(EMAIL_CATEGORIES.map((category) => [category, z.boolean().optional()]))).strict()

/**
 * PUT /api/user_email_subscription_settings {settings: {product_updates: false, …}}: switches categories on
 * or off. account_support cannot be turned off (it carries confirmations, resets and security mails), so
 * sending it, like any unknown key, is refused with the errors object and nothing changes.
 */
export const updateEmailSubscriptions = learnerEndpoint(preferenceRoutes.updateEmailSubscriptions, async ({ req, user, body, locale }) => {
  const parsed = update.safeParse(camelizeKeys(body.settings ?? {}))
  if (!parsed.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) for (const key of issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0])]) errors[key] = [t(locale, 'api.fieldProblem')]
    throw new LearnerApiError(422, errors)
  }
  const updated = await req.payload.update({ collection: 'users', id: user.id, data: { emailSubscriptions: { ...user.emailSubscriptions, ...parsed.data } }, overrideAccess: true, req })
  return { settings: view(updated) }
}, { signedIn: true })
