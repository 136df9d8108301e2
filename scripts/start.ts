/**
 * npm start — the whole platform on one port (default 3000): builds what is missing, migrates, imports the
 * starter curriculum on the first start, makes sure a staff account exists, then serves the site, /admin,
 * /api and /socket.io. NODE_ENV is production before anything imports Next or Payload.
 * PLATFORM_ROLE=setup|web splits that for several processes (docs/architecture.md "Several processes").
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { z } from 'zod'

const role = z.enum(['all', 'setup', 'web']).parse(process.env.PLATFORM_ROLE || 'all')
// The judge's sandbox and native toolchains (Debian packages), installed where missing and possible; a web
// process of several sends every run to the judge workers, which need them instead.
if (role !== 'web') spawnSync('bash', [path.join(import.meta.dirname, 'install-toolchains.sh')], { stdio: 'inherit' })

const env = process.env as Record<string, string | undefined>
env.NODE_ENV ??= 'production'
env.NEXT_TELEMETRY_DISABLED ??= '1'
const { startPlatform } = await import('@server/platform')
await startPlatform({ port: Number(process.env.PORT ?? 3000), role })
if (role === 'setup') process.exit(0)
