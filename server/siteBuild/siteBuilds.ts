import fs from 'node:fs'
import path from 'node:path'
import { rootDir } from '@domain/repoPaths'

/**
 * Where the static site's builds live. A channel's link (`current` for the live site, `preview` for staff's
 * draft preview) points at the build being served; a new build is written beside it and the link is swapped
 * atomically (rename), so nobody ever sees a half-built site.
 */
export const siteBuildsDir = path.resolve(process.env.SITE_BUILDS_DIR ?? path.join(rootDir, 'dist', 'site'))

/** live: published content for everyone; preview: published content plus drafts, for staff only. */
export type SiteChannel = 'live' | 'preview'

const CHANNELS: Record<SiteChannel, { link: string; prefix: string }> = {
  live: { link: 'current', prefix: 'build-' },
  preview: { link: 'preview', prefix: 'preview-' },
}

export const currentSiteLink = path.join(siteBuildsDir, CHANNELS.live.link)

export function currentSiteDir(channel: SiteChannel = 'live'): string | null {
  try {
    return fs.realpathSync(path.join(siteBuildsDir, CHANNELS[channel].link))
  } catch {
    return null
  }
}

export function newSiteBuildDir(channel: SiteChannel = 'live'): string {
  return path.join(siteBuildsDir, `${CHANNELS[channel].prefix}${Date.now()}`)
}

/** Points the channel's link at `dir`, then deletes that channel's builds other than the new and the replaced one. */
export function publishSiteBuild(dir: string, channel: SiteChannel = 'live'): void {
  const { link, prefix } = CHANNELS[channel]
  const previous = currentSiteDir(channel)
  const tmpLink = path.join(siteBuildsDir, `.${link}-${process.pid}`)
  fs.rmSync(tmpLink, { force: true })
  fs.symlinkSync(dir, tmpLink, 'dir')
  fs.renameSync(tmpLink, path.join(siteBuildsDir, link))
  for (const entry of fs.readdirSync(siteBuildsDir)) {
    const full = path.join(siteBuildsDir, entry)
    if (entry.startsWith(prefix) && full !== dir && full !== previous) fs.rmSync(full, { recursive: true, force: true })
  }
}
