import { z } from 'zod'
import { LearnerApiError, learnerEndpoint, WithHeaders } from '../../../endpoints/conventions/learnerEndpoint'
import { apiMessage, type ApiLocale } from '../../../endpoints/conventions/messages'
import { coursesPathFor } from '../../../endpoints/conventions/sameSitePath'
import { sessionCookie } from '../externalIdentity/sessionToken'

/**
 * POST /api/users/password {user: {email}}: mails a reset link (Payload's forgotPassword, with the site's mail:
 * passwordResetEmail.ts). Answers 204 whether or not the address is registered.
 */
export const requestPasswordReset = learnerEndpoint('post', '/password', async ({ req, body, locale }) => {
  const email = z.string().trim().email().safeParse((body.user as { email?: unknown } | undefined)?.email)
  if (!email.success) throw new LearnerApiError(422, { email: [apiMessage('emailInvalid', locale)] })
  await req.payload.forgotPassword({ collection: 'users', data: { email: email.data }, req })
  return null
})

/** learner.md §5: a new password has 6 to 128 characters and its confirmation must match. */
function checkNewPassword(given: Record<string, unknown>, locale: ApiLocale, errors: Record<string, string[]> = {}): string {
  const password = typeof given.password === 'string' ? given.password : ''
  if (password.length < 6 || password.length > 128) errors.password = [apiMessage('passwordLength', locale)]
  else if (given.password_confirmation !== password) errors.password_confirmation = [apiMessage('passwordMismatch', locale)]
  if (Object.keys(errors).length) throw new LearnerApiError(422, errors)
  return password
}

/**
 * PUT /api/users/password {user: {reset_password_token, password, password_confirmation}}: sets the new
 * password (6 to 128 characters, confirmed) and signs the user in; answers afterLoginPath.
 */
export const resetPassword = learnerEndpoint('put', '/password', async ({ req, body, locale, fail }) => {
  const given = (body.user ?? {}) as Record<string, unknown>
  const password = checkNewPassword(given, locale)
  const token = typeof given.reset_password_token === 'string' ? given.reset_password_token : ''
  try {
    const result = await req.payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true, req })
    return new WithHeaders({ afterLoginPath: coursesPathFor(locale) }, [['set-cookie', sessionCookie(req, result.token!)]])
  } catch {
    throw fail(422, 'reset_password_token', 'resetInvalid')
  }
})

/**
 * PUT /api/users/update_password {user: {current_password, password, password_confirmation}} (settings'
 * password tab, learner.md §5: 6 to 128 characters, confirmation must match, "Incorrect password").
 * An account made through an identity provider has no password it knows (passwordSet false): its first
 * password is set without current_password (learner.md "A page lets a social-login account set a password").
 */
export const updatePassword = learnerEndpoint('put', '/update_password', async ({ req, user, body, locale, fail }) => {
  const given = (body.user ?? {}) as Record<string, unknown>
  const settingFirst = user.passwordSet === false
  const current = typeof given.current_password === 'string' ? given.current_password : ''
  const errors: Record<string, string[]> = {}
  if (!settingFirst && !current) errors.current_password = [apiMessage('passwordRequired', locale)]
  const password = checkNewPassword(given, locale, errors)
  if (!settingFirst) {
    try {
      await req.payload.login({ collection: 'users', data: { email: user.email, password: current }, req })
    } catch {
      throw fail(422, 'current_password', 'passwordIncorrect')
    }
  }
  await req.payload.update({ collection: 'users', id: user.id, data: { password, passwordSet: true }, overrideAccess: true, req })
  return null
}, { signedIn: true })
