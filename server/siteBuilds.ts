import fs from 'node:fs'
import path from 'node:path'
import { rootDir } from '../cms/paths'

/**
 * Where the static site's builds live. `current` is a symlink to the build being served; a new build is
 * written beside it and the link is swapped atomically (rename), so visitors never see a half-built site.
 */
export const siteBuildsDir = path.resolve(process.env.SITE_BUILDS_DIR ?? path.join(rootDir, 'dist', 'site'))
export const currentSiteLink = path.join(siteBuildsDir, 'current')

export function currentSiteDir(): string | null {
  try {
    return fs.realpathSync(currentSiteLink)
  } catch {
    return null
  }
}

export function newSiteBuildDir(): string {
  return path.join(siteBuildsDir, `build-${Date.now()}`)
}

/** Points `current` at `dir`, then deletes builds other than the new one and the one just replaced. */
export function publishSiteBuild(dir: string): void {
  const previous = currentSiteDir()
  const tmpLink = path.join(siteBuildsDir, `.current-${process.pid}`)
  fs.rmSync(tmpLink, { force: true })
  fs.symlinkSync(dir, tmpLink, 'dir')
  fs.renameSync(tmpLink, currentSiteLink)
  for (const entry of fs.readdirSync(siteBuildsDir)) {
    const full = path.join(siteBuildsDir, entry)
    if (entry.startsWith('build-') && full !== dir && full !== previous) fs.rmSync(full, { recursive: true, force: true })
  }
}
