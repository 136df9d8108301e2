import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Values the server hands to a browser and must get back unchanged (a preview session, an OpenID Connect
 * flow): "{expiresAt}.{base64url body}.{mac}", signed with the CMS secret under a purpose, so a value made
 * for one use is useless for another, and worthless once expired or edited.
 */
export function signValue(secret: string, purpose: string, body: string, expiresAt: number): string {
  const signed = `${expiresAt}.${Buffer.from(body).toString('base64url')}`
  return `${signed}.${mac(secret, purpose, signed)}`
}

/** The body of a value `signValue` made for this purpose, if it is intact and unexpired; else null. */
export function readSignedValue(secret: string, purpose: string, value: string | undefined | null, now = Date.now()): string | null {
  const match = value ? /^(\d+)\.([\w-]*)\.([\w-]+)$/.exec(value) : null
  if (!match || Number(match[1]) < now) return null
  const expected = Buffer.from(mac(secret, purpose, `${match[1]}.${match[2]}`))
  const given = Buffer.from(match[3])
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  return Buffer.from(match[2], 'base64url').toString()
}

const mac = (secret: string, purpose: string, signed: string) => createHmac('sha256', secret).update(`${purpose}:${signed}`).digest('base64url')
