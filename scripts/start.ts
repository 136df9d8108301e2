/**
 * npm start — the whole platform on one port (default 3000): builds what is missing, migrates, imports the
 * starter curriculum on the first start, makes sure a staff account exists, then serves the site, /admin,
 * /api and /socket.io. NODE_ENV is production before anything imports Next or Payload.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

// The judge's sandbox and native toolchains (Debian packages), installed where missing and possible.
spawnSync('bash', [path.join(import.meta.dirname, 'install-toolchains.sh')], { stdio: 'inherit' })

const env = process.env as Record<string, string | undefined>
env.NODE_ENV ??= 'production'
env.NEXT_TELEMETRY_DISABLED ??= '1'
const { startPlatform } = await import('@server/platform')
await startPlatform({ port: Number(process.env.PORT ?? 3000) })

