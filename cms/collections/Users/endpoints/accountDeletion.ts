import { generateExpiredPayloadCookie } from 'payload'
import { learnerEndpoint, WithHeaders } from '../../../endpoints/conventions/learnerEndpoint'

/**
 * DELETE /api/users/account {password} (learner.md "link to delete the account"): deletes the signed-in
 * account with everything that belongs to it (hooks/removeUserData.ts) and ends the session; 204. The
 * password is asked again so a borrowed, signed-in browser cannot do it; an account that never set one
 * (made through an identity provider) confirms by being signed in.
 */
export const deleteAccount = learnerEndpoint('delete', '/account', async ({ req, user, body, fail }) => {
  if (user.passwordSet !== false) {
    const password = typeof body.password === 'string' ? body.password : ''
    if (!password) throw fail(422, 'password', 'passwordRequired')
    try {
      await req.payload.login({ collection: 'users', data: { email: user.email, password }, req })
    } catch {
      throw fail(422, 'password', 'passwordIncorrect')
    }
  }
  await req.payload.delete({ collection: 'users', id: user.id, overrideAccess: true, req })
  const expired = generateExpiredPayloadCookie({ collectionAuthConfig: req.payload.collections.users.config.auth, cookiePrefix: req.payload.config.cookiePrefix })
  return new WithHeaders(null, [['set-cookie', expired]])
}, { signedIn: true })
