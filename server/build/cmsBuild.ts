import fs from 'node:fs'
import path from 'node:path'
import { rootDir } from '@domain/repoPaths'
import { BIN, runNodeScript } from '../siteBuild/run'
import { sourceHash } from './sourceHash'

const stampFile = path.join(rootDir, 'cms', '.next', 'platform-source-hash')

// The CMS bundle takes in what cms/ imports (docs/architecture.md "The floors") and the aliases that find it.
const cmsSourceHash = () => sourceHash(['cms', 'domain', 'plugins', 'tsconfig.json'])

const builtCms = () => fs.existsSync(path.join(rootDir, 'cms', '.next', 'BUILD_ID'))

function cmsBuildIsCurrent(hash = cmsSourceHash()): boolean {
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : null
  return current === hash && builtCms()
}

/**
 * What a web process checks instead of building (docs/architecture.md "Several processes"): the setup step built
 * the CMS; without a build it cannot serve, and a build older than the sources is served with a warning.
 */
export function cmsBuildState(): 'current' | 'stale' | 'missing' {
  if (!builtCms()) return 'missing'
  return cmsBuildIsCurrent() ? 'current' : 'stale'
}

/** Builds the CMS Next app (import map, then `next build`) unless a build of the same sources exists. */
export async function ensureCmsBuild(options: { force?: boolean } = {}): Promise<'built' | 'up-to-date'> {
  const hash = cmsSourceHash()
  if (!options.force && cmsBuildIsCurrent(hash)) return 'up-to-date'
  console.log('Building the CMS (Payload admin and API)…')
  const env = { PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  await runNodeScript(BIN.payload, ['generate:importmap'], env, 'payload')
  await runNodeScript(BIN.next, ['build', 'cms'], env, 'next')
  fs.writeFileSync(stampFile, hash)
  return 'built'
}
