import { accountRoutes } from '@domain/api/routes'
import { z } from 'zod'
import { LearnerApiError, learnerEndpoint, WithHeaders } from '../conventions/learnerEndpoint'
import { t } from '@domain/i18n/messages'
import type { Locale as ApiLocale } from '@domain/i18n/locales'
import type { PayloadRequest } from 'payload'
import type { User } from '../../payload-types'
import { coursesPathFor, signInPathFor } from '@domain/safeRedirect'
import { sessionCookie } from '../identity/sessionToken'
import { endAllSessions, startSession } from '../../collections/Users/sessions'
import { requirePassword } from './passwordConfirmation'

/**
 * POST /api/users/password {user: {email}}: mails a reset link (Payload's forgotPassword, with the site's mail:
 * passwordResetEmail.ts). Answers 204 whether or not the address is registered.
 */
export const requestPasswordReset = learnerEndpoint(accountRoutes.requestPasswordReset, async ({ req, body, locale }) => {
  const email = z.string().trim().email().safeParse((body.user as { email?: unknown } | undefined)?.email)
  if (!email.success) throw new LearnerApiError(422, { email: [t(locale, 'api.emailInvalid')] })
  await req.payload.forgotPassword({ collection: 'users', data: { email: email.data }, req })
  return null
})

/** docs/learner-api.md "Account": a new password has 6 to 128 characters and its confirmation must match. */
function checkNewPassword(given: Record<string, unknown>, locale: ApiLocale, errors: Record<string, string[]> = {}): string {
  const password = typeof given.password === 'string' ? given.password : ''
  if (password.length < 6 || password.length > 128) errors.password = [t(locale, 'api.passwordLength')]
  else if (given.password_confirmation !== password) errors.password_confirmation = [t(locale, 'api.passwordMismatch')]
  if (Object.keys(errors).length) throw new LearnerApiError(422, errors)
  return password
}

/**
 * PUT /api/users/password {user: {reset_password_token, password, password_confirmation}}: sets the new
 * password (6 to 128 characters, confirmed), ends every session of the account (docs/sessions.md) and signs
 * the browser in; answers afterLoginPath. An account with two-factor on is not signed in by a mailed link:
 * it answers the sign-in page and {twoFactorRequired: true}, where the password and a code open a session.
 */
export const resetPassword = learnerEndpoint(accountRoutes.resetPassword, async ({ req, body, locale, fail }) => {
  const given = (body.user ?? {}) as Record<string, unknown>
  const password = checkNewPassword(given, locale)
  const token = typeof given.reset_password_token === 'string' ? given.reset_password_token : ''
  // The query Payload's own reset makes (its where on the hidden token fields, straight to the database).
  const user = token
    ? ((await req.payload.db.findOne({
        collection: 'users',
        where: { resetPasswordToken: { equals: token }, resetPasswordExpiration: { greater_than: new Date().toISOString() } },
      })) as User | null)
    : null
  if (!user) throw fail(422, 'reset_password_token', 'resetInvalid')
  await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { resetPasswordToken: null, resetPasswordExpiration: null, loginAttempts: 0, lockUntil: null }, returning: false })
  await setPassword(req, user, password)
  if (user.twoFactorEnabled) return { afterLoginPath: signInPathFor(locale), twoFactorRequired: true }
  return new WithHeaders({ afterLoginPath: coursesPathFor(locale) }, [['set-cookie', sessionCookie(req, await startSession(req, user))]])
})

/**
 * PUT /api/users/update_password {user: {current_password, password, password_confirmation}} (settings'
 * password tab, docs/learner-api.md "Account": 6 to 128 characters, confirmation must match, "Incorrect password").
 * Every session of the account ends (other browsers are signed out); this browser stays signed in with a
 * fresh session (docs/sessions.md). An account made through an identity provider has no password it knows
 * (passwordSet false): its first password is set without current_password (a page lets a
 * social-login account set a password).
 */
export const updatePassword = learnerEndpoint(accountRoutes.updatePassword, async (ctx) => {
  const { req, user, body, locale } = ctx
  const given = (body.user ?? {}) as Record<string, unknown>
  const settingFirst = user.passwordSet === false
  const errors: Record<string, string[]> = {}
  if (!settingFirst && !given.current_password) errors.current_password = [t(locale, 'api.passwordRequired')]
  const password = checkNewPassword(given, locale, errors)
  if (!settingFirst) await requirePassword(ctx, 'current_password', given.current_password)
  await setPassword(req, user, password)
  return new WithHeaders(null, [['set-cookie', sessionCookie(req, await startSession(req, user))]])
}, { signedIn: true })

/** A new password for the account; every session it had ends. */
async function setPassword(req: PayloadRequest, user: User, password: string) {
  await req.payload.update({ collection: 'users', id: user.id, data: { password, passwordSet: true }, overrideAccess: true })
  await endAllSessions(req.payload, user.id)
}
