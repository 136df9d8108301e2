import { learnerEndpoint, type SignedInContext } from '../conventions/learnerEndpoint'
import { twoFactorRoutes } from '@domain/api/routes'
import { confirmSetup, disableTwoFactor, regenerateBackupCodes, startSetup } from './twoFactor'
import { requirePassword } from '../account/passwordConfirmation'

/**
 * Changes that weaken or re-key two-factor ask for the password again (docs/learner-api.md "Two-factor";
 * docs/sessions.md): disabling, new backup codes, and a new secret while two-factor is already on.
 */
const checkPassword = (ctx: SignedInContext) => requirePassword(ctx, 'password', ctx.body.password)

/**
 * POST /api/users/two_factor/setup: a new secret for the authenticator app (QR code and manual code). Turning
 * two-factor on needs only the session; re-keying an account that has it on needs {password} too.
 */
export const twoFactorSetup = learnerEndpoint(twoFactorRoutes.setup, async (ctx) => {
  if (ctx.user.twoFactorEnabled) await checkPassword(ctx)
  return startSetup(ctx.req.payload, ctx.user)
}, { signedIn: true })

/** POST /api/users/two_factor/enable {code}: turns two-factor on; answers the backup codes, shown this once. */
export const twoFactorEnable = learnerEndpoint(twoFactorRoutes.enable, async (ctx) => {
  const { user } = ctx
  if (user.twoFactorEnabled) await checkPassword(ctx)
  const code = typeof ctx.body.code === 'string' ? ctx.body.code.trim() : ''
  if (!/^\d{6}$/.test(code)) throw ctx.fail(422, 'code', 'otpFormat')
  const backupCodes = await confirmSetup(ctx.req.payload, user, code)
  if (!backupCodes) throw ctx.fail(422, 'code', 'twoFactorInvalid')
  return { backupCodes }
}, { signedIn: true })

/** POST /api/users/two_factor/backup_codes {password}: new backup codes; the old ones stop working. */
export const twoFactorBackupCodes = learnerEndpoint(twoFactorRoutes.backupCodes, async (ctx) => {
  const { user } = ctx
  await checkPassword(ctx)
  if (!user.twoFactorEnabled) throw ctx.fail(422, 'base', 'backupCodesFailed')
  return { backupCodes: await regenerateBackupCodes(ctx.req.payload, user) }
}, { signedIn: true })

/** POST /api/users/two_factor/disable {password}: turns two-factor off; 204. */
export const twoFactorDisable = learnerEndpoint(twoFactorRoutes.disable, async (ctx) => {
  await checkPassword(ctx)
  await disableTwoFactor(ctx.req.payload, ctx.user)
  return null
}, { signedIn: true })
