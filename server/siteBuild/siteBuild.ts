import fs from 'node:fs'
import path from 'node:path'
import { rootDir } from '@domain/repoPaths'
import { BUILD_SCOPE_ENV, FULL_BUILD, type BuildScope } from '@domain/site/buildScope'
import { sitePreviewSecret } from '@cms/access/sitePreview'
import { BIN, runNodeScript } from './run'
import { overlayBuild } from './overlayBuild'
import { currentSiteDir, newSiteBuildDir, publishSiteBuild, siteBuildsDir, type SiteChannel } from './siteBuilds'

/**
 * Builds the static site from the running CMS into a new folder and publishes it only when the build
 * succeeded, so the site being served is never half-built. A failed build leaves the previous one live.
 * The preview channel is built from drafts too (the build proves itself to the CMS with the preview secret).
 * A partial scope (docs/site.md "Publishing") renders only the changed pages and lays them over a copy of the
 * live build; without a live build to lay them over, the whole site is built.
 */
export async function buildAndPublishSite(cmsUrl: string, channel: SiteChannel = 'live', scope: BuildScope = FULL_BUILD): Promise<string> {
  fs.mkdirSync(siteBuildsDir, { recursive: true })
  const live = scope.kind === 'partial' ? currentSiteDir(channel) : null
  // A partial build needs a live build to lay its pages over.
  const partial = live && scope.kind === 'partial' ? { live, scope } : null
  const outDir = newSiteBuildDir(channel)
  const astroOut = partial ? `${outDir}.partial` : outDir
  const previewEnv: Record<string, string> = channel === 'preview' ? { SITE_PREVIEW: '1', SITE_PREVIEW_SECRET: sitePreviewSecret() } : { SITE_PREVIEW: '', SITE_PREVIEW_SECRET: '' }
  try {
    await buildSite(astroOut, cmsUrl, { ...previewEnv, [BUILD_SCOPE_ENV]: partial ? JSON.stringify(partial.scope) : '' })
    if (partial) overlayBuild(partial.live, astroOut, outDir, partial.scope.routes.filter((entry) => entry.params))
  } catch (error) {
    fs.rmSync(outDir, { recursive: true, force: true })
    throw error
  } finally {
    if (astroOut !== outDir) fs.rmSync(astroOut, { recursive: true, force: true })
  }
  publishSiteBuild(outDir, channel)
  return outDir
}

/**
 * One `astro build` of the site from the CMS at `cmsUrl` into `outDir`, with `env` on top of this process's
 * environment (the preview switches, a partial scope; the tests' build with optional features off).
 */
export async function buildSite(outDir: string, cmsUrl: string, env: Record<string, string> = {}): Promise<void> {
  const workDir = path.join(rootDir, '.site-build-work', `${process.pid}-${path.basename(outDir)}`)
  fs.mkdirSync(workDir, { recursive: true })
  try {
    // Each build runs from its own folder inside the repo: when the output folder is outside its working
    // directory, Astro keeps its intermediate prerender chunks in <cwd>/.astro, and two builds at once (two
    // platforms, a bench) sharing the repo's .astro break each other. Inside the repo the chunks still
    // resolve node_modules. NODE_ENV is production whatever the platform runs under: Vite keeps an inherited
    // NODE_ENV (a test runner's 'test'), which would build the pages with development flags (import.meta.env.DEV
    // on, so no JavaScript error reports: docs/site.md "Events and logs") and React's development build.
    await runNodeScript(BIN.astro, ['build', '--silent', '--root', rootDir], { SITE_OUT_DIR: outDir, CMS_URL: cmsUrl, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env }, 'astro', workDir)
  } catch (error) {
    fs.rmSync(outDir, { recursive: true, force: true })
    throw error
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true })
  }
}
