import type { User } from '../../payload-types'
import type { LearnerContext } from '../conventions/learnerEndpoint'
import { checkPassword } from '../../collections/Users/signInGate'

/**
 * The signed-in learner's password, asked again before a change a borrowed browser must not make (password,
 * two-factor, account deletion). Wrong answers count towards the sign-in lockout; no session is opened.
 * Answers 422 on `field` ("Password is required" / "Incorrect password"), 423 when the account is locked.
 */
export async function requirePassword(ctx: LearnerContext & { user: User }, field: string, given: unknown): Promise<void> {
  const password = typeof given === 'string' ? given : ''
  if (!password) throw ctx.fail(422, field, 'passwordRequired')
  const checked = await checkPassword(ctx.req, ctx.user.email, password)
  if (!checked.ok) throw checked.locked ? ctx.fail(423, 'base', 'lockedOut') : ctx.fail(422, field, 'passwordIncorrect')
}
