import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { t } from '@domain/i18n/messages'
import type { User } from '../../payload-types'

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_MS = 3 * 24 * 60 * 60 * 1000

export const digestOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Sends (or sends again) the email-confirmation link: to the pending new address while an email change
 * waits (docs/learner-api.md "Account"), else to the account's address. Only a digest of the token is stored, so the
 * database alone cannot confirm anyone. `redirect` is where the link leads afterwards (a same-site path).
 */
export async function sendConfirmation(payload: Payload, user: User, options: { origin: string; locale: string; redirect?: string | null }) {
  const token = randomBytes(32).toString('base64url')
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { emailConfirmationDigest: digestOf(token), emailConfirmationSentAt: new Date().toISOString() },
    overrideAccess: true,
  })
  const link = new URL('/users/confirmation', options.origin)
  link.searchParams.set('confirmation_token', token)
  if (options.redirect) link.searchParams.set('redirect', options.redirect)
  const locale = options.locale === 'ja' ? 'ja' : 'en'
  if (user.pendingEmail) await payload.sendEmail({ to: user.pendingEmail, subject: t(locale, 'email.confirmation.changeSubject'), text: t(locale, 'email.confirmation.changeBody', { link: link.toString() }) })
  else await payload.sendEmail({ to: user.email, subject: t(locale, 'email.confirmation.subject'), text: t(locale, 'email.confirmation.body', { link: link.toString() }) })
}

/**
 * The user a confirmation token belongs to, if it is still valid; a pending email change becomes the
 * account's (confirmed) address. The digest stays after confirming, so the same link opened again (a browser
 * retrying the request, say Chromium for a Critical-CH header) still says confirmed; only a newer link
 * replaces it.
 */
export async function confirmEmail(payload: Payload, token: string): Promise<User | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null
  const { docs } = await payload.find({ collection: 'users', where: { emailConfirmationDigest: { equals: digestOf(token) } }, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true })
  const user = docs[0]
  if (!user) return null
  if (user.emailConfirmedAt && !user.pendingEmail) return user
  if (!user.emailConfirmationSentAt || Date.parse(user.emailConfirmationSentAt) + CONFIRMATION_VALID_MS < Date.now()) return null
  const confirmedAt = new Date().toISOString()
  if (!user.pendingEmail) return payload.update({ collection: 'users', id: user.id, data: { emailConfirmedAt: confirmedAt }, overrideAccess: true })
  // Someone may have signed up with the new address meanwhile: then the link no longer works.
  const taken = await payload.count({ collection: 'users', where: { email: { equals: user.pendingEmail } }, overrideAccess: true })
  if (taken.totalDocs > 0) return null
  return payload.update({ collection: 'users', id: user.id, data: { email: user.pendingEmail, pendingEmail: null, emailConfirmedAt: confirmedAt }, overrideAccess: true })
}
