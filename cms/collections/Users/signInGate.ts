import { APIError, AuthenticationError, LockedAuth, type CollectionBeforeLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import type { User } from '../../payload-types'

/**
 * Every way Payload signs a user in with a password (REST /api/users/login, /api/users/reset-password, the
 * Local API's login and resetPassword) runs the users' beforeLogin hooks after the password was checked and
 * before the token is handed out. This gate is one of them (docs/sessions.md):
 * - an account with two-factor on is refused there: its sessions are made only by the learner calls that
 *   asked for the code (endpoints/session.ts, endpoints/externalIdentity.ts);
 * - a password check (`checkPassword`) stops there, so checking a password never opens a session.
 */
const PASSWORD_CHECK = 'passwordCheckOnly'

/** Thrown by the gate to stop a password check after Payload accepted the password. */
class PasswordAccepted extends Error {
  constructor(readonly user: User) {
    super('password accepted')
  }
}

export class SecondFactorRequired extends APIError {
  constructor() {
    super('This account signs in with a second factor: use the sign-in page.', 403)
  }
}

export const signInGate: CollectionBeforeLoginHook = ({ context, user }) => {
  if (context[PASSWORD_CHECK]) throw new PasswordAccepted(user as User)
  if ((user as User).twoFactorEnabled) throw new SecondFactorRequired()
  return user
}

/**
 * Payload's own reset (/api/users/reset-password) for a two-factor account is refused before it changes
 * anything, so the mailed token still works on the site's reset page, which sets the password without
 * signing in (endpoints/password.ts). The beforeLogin gate would refuse the session only after the write.
 */
export const refuseSecondFactorReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const token = (args as { data?: { token?: unknown } }).data?.token
  if (typeof token !== 'string' || !token) return args
  const user = (await req.payload.db.findOne({ collection: 'users', where: { resetPasswordToken: { equals: token } }, req })) as User | null
  if (user?.twoFactorEnabled) throw new SecondFactorRequired()
  return args
}

export type PasswordCheck = { ok: true; user: User } | { ok: false; locked: boolean }

/**
 * Checks an account's password the way Payload's login does (its hash, its lockout: wrong passwords count
 * towards maxLoginAttempts) without opening a session. A separate request context keeps the caller's own.
 */
export async function checkPassword(req: PayloadRequest, email: string, password: string): Promise<PasswordCheck> {
  try {
    await req.payload.login({ collection: 'users', data: { email, password }, context: { [PASSWORD_CHECK]: true } })
  } catch (error) {
    if (error instanceof PasswordAccepted) return { ok: true, user: error.user }
    if (error instanceof LockedAuth) return { ok: false, locked: true }
    if (error instanceof AuthenticationError) return { ok: false, locked: false }
    // Payload's own validation (an empty password) is a wrong password to the caller.
    if ((error as { name?: string }).name === 'ValidationError') return { ok: false, locked: false }
    throw error
  }
  throw new Error('the sign-in gate did not run')
}

/** A right password resets the failure count, as Payload's login would have (the check rolled its reset back). */
export const clearLoginFailures = (req: PayloadRequest, userId: User['id']) =>
  req.payload.db.updateOne({ collection: 'users', id: userId, data: { loginAttempts: 0, lockUntil: null }, returning: false })
