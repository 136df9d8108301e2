import { learnerEndpoint, WithHeaders } from '../conventions/learnerEndpoint'
import { accountRoutes } from '@domain/api/routes'
import { expiredSessionCookie } from '../identity/sessionToken'
import { sessionEnded } from '../../collections/Users/sessionEvents'
import { requirePassword } from './passwordConfirmation'

/**
 * DELETE /api/users/account {password} (docs/learner-api.md "Account"): deletes the signed-in
 * account with everything that belongs to it (hooks/removeUserData.ts) and ends the session; 204. The
 * password is asked again so a borrowed, signed-in browser cannot do it; an account that never set one
 * (made through an identity provider) confirms by being signed in.
 */
export const deleteAccount = learnerEndpoint(accountRoutes.deleteAccount, async (ctx) => {
  const { req, user, body } = ctx
  if (user.passwordSet !== false) await requirePassword(ctx, 'password', body.password)
  await req.payload.delete({ collection: 'users', id: user.id, overrideAccess: true, req })
  // The account's sessions went with it; its open sockets close.
  sessionEnded({ userId: user.id })
  return new WithHeaders(null, [['set-cookie', expiredSessionCookie(req)]])
}, { signedIn: true })
