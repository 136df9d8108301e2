import { createHash, randomBytes } from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'
import type { Payload } from 'payload'
import QRCode from 'qrcode'
import type { User } from '../../payload-types'

/** Backup codes shown when two-factor is turned on (or regenerated), each usable once. */
export const BACKUP_CODE_COUNT = 10
/** One 30-second step either side, for clocks a little off. */
const EPOCH_TOLERANCE_S = 30

const digest = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex')
const newBackupCode = () => {
  const raw = randomBytes(5).toString('hex') // 10 hex characters, shown as xxxxx-xxxxx
  return `${raw.slice(0, 5)}-${raw.slice(5)}`
}

type Secrets = Pick<User, 'totpSecret' | 'pendingTotpSecret' | 'backupCodeDigests' | 'twoFactorEnabled'>

/** The user with the two-factor fields the API never shows. */
export async function withSecrets(payload: Payload, id: User['id']): Promise<User & Secrets> {
  return (await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, showHiddenFields: true })) as User & Secrets
}

const save = (payload: Payload, id: User['id'], data: Partial<Secrets>) => payload.update({ collection: 'users', id, data, overrideAccess: true })

/** Step 1 of turning it on: a new secret, as an otpauth:// URI, a QR code (SVG) and the manual code. */
export async function startSetup(payload: Payload, user: User) {
  const secret = generateSecret()
  await save(payload, user.id, { pendingTotpSecret: secret })
  const otpauthUri = generateURI({ issuer: 'Open Learn', label: user.email, secret })
  return { secret, otpauthUri, qrSvg: await QRCode.toString(otpauthUri, { type: 'svg', margin: 1 }) }
}

const codeMatches = async (secret: string | null | undefined, code: string) =>
  Boolean(secret && /^\d{6}$/.test(code) && (await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_S })).valid)

/** Step 2: a code from the app proves the secret was stored; two-factor is on, and the backup codes are made. */
export async function confirmSetup(payload: Payload, user: User, code: string): Promise<string[] | null> {
  const stored = await withSecrets(payload, user.id)
  if (!(await codeMatches(stored.pendingTotpSecret, code))) return null
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode)
  await save(payload, user.id, { totpSecret: stored.pendingTotpSecret, pendingTotpSecret: null, twoFactorEnabled: true, backupCodeDigests: codes.map(digest) })
  return codes
}

/** New backup codes; the old ones stop working. */
export async function regenerateBackupCodes(payload: Payload, user: User): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode)
  await save(payload, user.id, { backupCodeDigests: codes.map(digest) })
  return codes
}

export const disableTwoFactor = (payload: Payload, user: User) =>
  save(payload, user.id, { twoFactorEnabled: false, totpSecret: null, pendingTotpSecret: null, backupCodeDigests: [] })

/** The second step of signing in: a current code from the app, or an unused backup code (which is used up). */
export async function passesSecondFactor(payload: Payload, user: User, given: { otp?: string; backupCode?: string }): Promise<boolean> {
  const stored = await withSecrets(payload, user.id)
  if (given.otp) return codeMatches(stored.totpSecret, given.otp.trim())
  if (!given.backupCode) return false
  const digests = (stored.backupCodeDigests as string[] | null) ?? []
  const match = digest(given.backupCode)
  if (!digests.includes(match)) return false
  await save(payload, user.id, { backupCodeDigests: digests.filter((d) => d !== match) })
  return true
}

/**
 * A wrong authenticator or backup code counts like a wrong password, so the account locks after the same
 * number of failures and the 10^6 codes cannot be tried at leisure by someone who knows the password.
 * Payload's login has just reset the count for the right password: the count from before it continues.
 */
export async function countFailedCode(payload: Payload, userId: User['id'], attemptsBefore: number) {
  const { maxLoginAttempts, lockTime } = payload.collections.users.config.auth
  const loginAttempts = attemptsBefore + 1
  const lockUntil = loginAttempts >= maxLoginAttempts ? new Date(Date.now() + lockTime).toISOString() : null
  await payload.db.updateOne({ collection: 'users', id: userId, data: { loginAttempts, lockUntil } })
}
