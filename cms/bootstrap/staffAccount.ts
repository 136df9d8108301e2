import crypto from 'node:crypto'
import type { Payload } from 'payload'

export interface StaffAccountResult {
  email: string
  /** Set only when the password was generated now; it is shown once and never stored in clear. */
  generatedPassword?: string
  created: boolean
}

/**
 * Makes sure a staff account exists. STAFF_EMAIL/STAFF_PASSWORD choose it; without them a password is
 * generated on the first start only and returned so the caller prints it once.
 */
export async function ensureStaffAccount(
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
): Promise<StaffAccountResult> {
  const email = (env.STAFF_EMAIL ?? 'staff@localhost.test').toLowerCase()
  const existing = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
  if (existing.docs.length > 0) {
    const user = existing.docs[0]
    if (!user.roles?.includes('staff')) {
      await payload.update({ collection: 'users', id: user.id, data: { roles: [...(user.roles ?? []), 'staff'] } })
    }
    return { email, created: false }
  }
  // An empty STAFF_PASSWORD (a blank line in an env file) is no password: one is generated, never "".
  const configured = env.STAFF_PASSWORD?.trim() ? env.STAFF_PASSWORD : undefined
  const generatedPassword = configured ? undefined : crypto.randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password: configured ?? generatedPassword!, name: 'Staff', roles: ['staff'] },
  })
  return { email, created: true, generatedPassword }
}
