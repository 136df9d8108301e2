import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { rootDir } from '@domain/repoPaths'
import { BIN, runNodeScript } from '@server/siteBuild/run'

export interface TimedBuild {
  ms: number
  /** HTML files the build wrote: every static page, in every locale. */
  htmlPages: number
}

// Inside the repository on purpose: for an outDir outside the working directory, astro writes its prerender
// chunks to the shared .astro/.prerender, where a build running at the same time elsewhere breaks them.
const benchBuildsDir = path.join(rootDir, 'dist', 'bench-site')

/**
 * A fresh `astro build` of the whole site against a running CMS, into a new folder (the command
 * buildAndPublishSite runs, without the publishing swap); the folder is removed afterwards.
 */
export async function timeStaticBuild(cmsUrl: string): Promise<TimedBuild> {
  fs.mkdirSync(benchBuildsDir, { recursive: true })
  const outDir = fs.mkdtempSync(path.join(benchBuildsDir, 'build-'))
  try {
    const started = performance.now()
    await runNodeScript(BIN.astro, ['build', '--silent'], { SITE_OUT_DIR: outDir, CMS_URL: cmsUrl, ASTRO_TELEMETRY_DISABLED: '1' }, 'astro')
    const ms = performance.now() - started
    return { ms, htmlPages: countHtml(outDir) }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true })
  }
}

function countHtml(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html')).length
}
