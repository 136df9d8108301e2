import { accountRoutes, sessionRoutes } from '@domain/api/routes'
import { accountUpdate } from '@domain/api/account'
import { camelizeKeys } from '../conventions/caseKeys'
import { LearnerApiError, learnerEndpoint, type FieldErrors } from '../conventions/learnerEndpoint'
import { t } from '@domain/i18n/messages'
import { sendConfirmation } from './emailConfirmation'
import { accountView, sessionUserView } from './views'

/**
 * GET /api/users/me (docs/learner-api.md "Session"): {user} for a signed-in browser, {user: null} for a visitor.
 * Replaces Payload's own /me, which answered the raw document and the session token.
 */
export const meForSession = learnerEndpoint(sessionRoutes.me, async ({ req, user }) => {
  if (!user) return { user: null }
  const ids = (user.teams ?? []).map((team) => team.companyId)
  const companies = ids.length
    ? (await req.payload.find({ collection: 'companies', where: { id: { in: ids } }, depth: 1, limit: ids.length, pagination: false, overrideAccess: true, req })).docs
    : []
  return { user: sessionUserView(user, companies) }
})

/** GET /api/users/me_for_account (docs/learner-api.md "Account"): the account as the settings page shows it. */
export const meForAccount = learnerEndpoint(accountRoutes.meForAccount, async ({ user }) => ({ user: accountView(user) }), { signedIn: true })

/**
 * PUT /api/users/{id} with {user: snake_cased fields} (docs/learner-api.md "Account"): only your own account. A new email does
 * not replace the address at once: it waits as pendingEmail until the link mailed to it is opened
 * (docs/learner-api.md "Account"), so a typo cannot lock anyone out. Answers the user and isEmailSent.
 */
export const updateAccount = learnerEndpoint(accountRoutes.update, async (ctx) => {
  const { user, req, locale } = ctx
  if (String(ctx.params.id) !== String(user.id)) throw ctx.fail(403, 'base', 'forbidden')
  const parsed = accountUpdate.safeParse(camelizeKeys(ctx.body.user ?? {}))
  if (!parsed.success) {
    // docs/messages.md: the settings message for the form, and "a problem with this field" on each bad field.
    const errors: FieldErrors = { base: [t(locale, 'api.settingsInvalid')] }
    for (const issue of parsed.error.issues) {
      const fields = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0])]
      for (const field of fields) errors[field] = [t(locale, field === 'email' ? 'api.emailInvalid' : 'api.fieldProblem')]
    }
    throw new LearnerApiError(422, errors)
  }
  const { email, ...fields } = parsed.data
  const newEmail = email?.toLowerCase() !== user.email.toLowerCase() ? email?.toLowerCase() : undefined
  if (newEmail) {
    const taken = await req.payload.count({ collection: 'users', where: { email: { equals: newEmail } }, overrideAccess: true, req })
    if (taken.totalDocs > 0) throw new LearnerApiError(422, { email: [t(locale, 'api.emailTaken')] })
  }
  // The fields were checked above (accountUpdate): Payload's update access on users is staff-only.
  let updated = await req.payload.update({ collection: 'users', id: user.id, data: fields, overrideAccess: true, req })
  if (newEmail) {
    updated = await req.payload.update({ collection: 'users', id: user.id, data: { pendingEmail: newEmail }, overrideAccess: true, req })
    await sendConfirmation(req.payload, updated, { origin: req.origin ?? 'http://localhost', locale, redirect: '/settings' })
  }
  return { user: accountView(updated), isEmailSent: Boolean(newEmail) }
}, { signedIn: true })

/** DELETE /api/users/pending_email: cancels an email change; its link stops working. 204. */
export const cancelEmailChange = learnerEndpoint(accountRoutes.cancelEmailChange, async ({ req, user }) => {
  if (!user.pendingEmail) return null
  await req.payload.update({ collection: 'users', id: user.id, data: { pendingEmail: null, emailConfirmationDigest: null }, overrideAccess: true, req })
  return null
}, { signedIn: true })

/** POST /api/users/confirm_terms_and_privacy_policy (docs/learner-api.md "Account"): the user agreed to the current legal texts. */
export const confirmTerms = learnerEndpoint(accountRoutes.confirmTerms, async (ctx) => {
  const { user } = ctx
  await ctx.req.payload.update({ collection: 'users', id: user.id, data: { termsAgreedAt: new Date().toISOString() }, overrideAccess: true, req: ctx.req })
  return null
}, { signedIn: true })
