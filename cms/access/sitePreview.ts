import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { SITE_PREVIEW_HEADER } from '@domain/api/sitePreviewHeader'

export { SITE_PREVIEW_HEADER }

/**
 * The preview build of the static site reads drafts over REST like any visitor, so it proves itself with a
 * secret header. The secret lives in this process's environment (set once, inherited by the astro build it
 * spawns) and never leaves the machine.
 */
export function sitePreviewSecret(): string {
  process.env.SITE_PREVIEW_SECRET ||= randomBytes(32).toString('hex')
  return process.env.SITE_PREVIEW_SECRET
}

export function isSitePreviewBuild(req: Pick<PayloadRequest, 'headers'>): boolean {
  const given = req.headers?.get(SITE_PREVIEW_HEADER)
  const secret = process.env.SITE_PREVIEW_SECRET
  if (!given || !secret || given.length !== secret.length) return false
  return timingSafeEqual(Buffer.from(given), Buffer.from(secret))
}
