import { readSignedValue, signValue } from '@cms/api/conventions/signedValue'

/** The cookie that shows a staff member's browser the preview build instead of the live site. */
export const PREVIEW_COOKIE = 'site_preview'
export const PREVIEW_SESSION_MS = 8 * 60 * 60 * 1000

const PURPOSE = 'site-preview'

/** Signed with the CMS secret: checked on every static request without a database read. */
export function signPreviewSession(secret: string, userId: string | number, now = Date.now()): string {
  return signValue(secret, PURPOSE, String(userId), now + PREVIEW_SESSION_MS)
}

export function isValidPreviewSession(secret: string, value: string | undefined, now = Date.now()): boolean {
  return readSignedValue(secret, PURPOSE, value, now) !== null
}
