import type { User } from '../../../payload-types'
import { learnerEndpoint, type LearnerContext } from '../../../endpoints/conventions/learnerEndpoint'
import { confirmSetup, disableTwoFactor, regenerateBackupCodes, startSetup } from '../twoFactor'

/** Changes that weaken or reset two-factor ask for the password again (learner.md §3 "disable with password"). */
async function checkPassword(ctx: LearnerContext, user: User) {
  const password = typeof ctx.body.password === 'string' ? ctx.body.password : ''
  if (!password) throw ctx.fail(422, 'password', 'passwordRequired')
  try {
    await ctx.req.payload.login({ collection: 'users', data: { email: user.email, password }, req: ctx.req })
  } catch {
    throw ctx.fail(422, 'password', 'passwordIncorrect')
  }
}

/** POST /api/users/two_factor/setup: a new secret for the authenticator app (QR code and manual code). */
export const twoFactorSetup = learnerEndpoint('post', '/two_factor/setup', async ({ req, user }) => startSetup(req.payload, user), { signedIn: true })

/** POST /api/users/two_factor/enable {code}: turns two-factor on; answers the backup codes, shown this once. */
export const twoFactorEnable = learnerEndpoint('post', '/two_factor/enable', async (ctx) => {
  const { user } = ctx
  const code = typeof ctx.body.code === 'string' ? ctx.body.code.trim() : ''
  if (!/^\d{6}$/.test(code)) throw ctx.fail(422, 'code', 'otpFormat')
  const backupCodes = await confirmSetup(ctx.req.payload, user, code)
  if (!backupCodes) throw ctx.fail(422, 'code', 'twoFactorInvalid')
  return { backupCodes }
}, { signedIn: true })

/** POST /api/users/two_factor/backup_codes {password}: new backup codes; the old ones stop working. */
export const twoFactorBackupCodes = learnerEndpoint('post', '/two_factor/backup_codes', async (ctx) => {
  const { user } = ctx
  await checkPassword(ctx, user)
  if (!user.twoFactorEnabled) throw ctx.fail(422, 'base', 'backupCodesFailed')
  return { backupCodes: await regenerateBackupCodes(ctx.req.payload, user) }
}, { signedIn: true })

/** POST /api/users/two_factor/disable {password}: turns two-factor off; 204. */
export const twoFactorDisable = learnerEndpoint('post', '/two_factor/disable', async (ctx) => {
  const { user } = ctx
  await checkPassword(ctx, user)
  await disableTwoFactor(ctx.req.payload, user)
  return null
}, { signedIn: true })
