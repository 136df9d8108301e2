import fs from 'node:fs'
import { BIN, runNodeScript } from './run'
import { newSiteBuildDir, publishSiteBuild, siteBuildsDir } from '../../server/siteBuilds'

/**
 * Builds the static site from the running CMS into a new folder and publishes it only when the build
 * succeeded, so the site being served is never half-built. A failed build leaves the previous one live.
 */
export async function buildAndPublishSite(cmsUrl: string): Promise<string> {
  fs.mkdirSync(siteBuildsDir, { recursive: true })
  const outDir = newSiteBuildDir()
  try {
    await runNodeScript(BIN.astro, ['build', '--silent'], { SITE_OUT_DIR: outDir, CMS_URL: cmsUrl, ASTRO_TELEMETRY_DISABLED: '1' }, 'astro')
  } catch (error) {
    fs.rmSync(outDir, { recursive: true, force: true })
    throw error
  }
  publishSiteBuild(outDir)
  return outDir
}
