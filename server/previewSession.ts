import { createHmac, timingSafeEqual } from 'node:crypto'

/** The cookie that shows a staff member's browser the preview build instead of the live site. */
export const PREVIEW_COOKIE = 'site_preview'
export const PREVIEW_SESSION_MS = 8 * 60 * 60 * 1000

/**
 * "{expiresAt}.{userId}.{mac}", signed with the CMS secret: checked on every static request without a
 * database read, and useless once expired or if forged.
 */
export function signPreviewSession(secret: string, userId: string | number, now = Date.now()): string {
  const body = `${now + PREVIEW_SESSION_MS}.${userId}`
  return `${body}.${mac(secret, body)}`
}

export function isValidPreviewSession(secret: string, value: string | undefined, now = Date.now()): boolean {
  const match = value ? /^(\d+)\.([\w-]+)\.([\w-]+)$/.exec(value) : null
  if (!match || Number(match[1]) < now) return false
  const expected = Buffer.from(mac(secret, `${match[1]}.${match[2]}`))
  const given = Buffer.from(match[3])
  return expected.length === given.length && timingSafeEqual(expected, given)
}

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(`site-preview:${body}`).digest('base64url')
