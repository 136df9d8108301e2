import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { dataDir, rootDir } from '@domain/repoPaths'
import { nginxConfig } from '../nginxConfig'
import type { TopologyArgs } from './args'
import { Supervisor, type ChildSpec } from './processes'

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379'
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export interface LocalTopology {
  url: string
  webPorts: number[]
  stop(): Promise<void>
}

/**
 * The several-process topology on one machine, without containers (deploy/README.md): the setup step once, then
 * N web processes on consecutive loopback ports after the public one, M judge workers, and nginx on the public
 * port in front of the web processes. Resolves once all of them are ready.
 */
export async function startLocalTopology(args: TopologyArgs, supervisor = new Supervisor()): Promise<LocalTopology> {
  const log = supervisor.log
  const env = platformEnv()
  if (!fs.existsSync(NGINX))
    throw new Error(`deploy:local needs nginx at ${NGINX}: apt-get install nginx (scripts/test-prerequisites.sh installs it), or set NGINX_PATH`)
  const webPorts = Array.from({ length: args.web }, (_, i) => args.port + 1 + i)
  for (const port of [args.port, ...webPorts])
    if (!(await portIsFree(port))) throw new Error(`port ${port} is in use (deploy:local uses --port and the ${args.web} after it)`)

  const platform = (name: string, extra: Record<string, string>): Omit<ChildSpec, 'ready'> => ({
    name,
    command: process.execPath,
    args: ['--import', 'tsx', path.join(rootDir, 'scripts', 'start.ts')],
    env: { ...env, ...extra },
  })
  try {
    log('[deploy] setup: build the CMS, migrate, first-start imports, staff account, first site build')
    await supervisor.run(platform('setup', { PLATFORM_ROLE: 'setup', PORT: '0' }))
    log(`[deploy] starting ${args.web} web processes and ${args.workers} judge workers`)
    await Promise.all([
      ...webPorts.map((port, i) =>
        // Loopback only: the learners' way in is nginx, whose address the web process trusts for X-Forwarded-For.
        supervisor.start({
          ...platform(`web-${i + 1}`, { PLATFORM_ROLE: 'web', PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: 'loopback' }),
          ready: { line: 'Ready:' },
          restart: true,
        }),
      ),
      ...Array.from({ length: args.workers }, (_, i) =>
        supervisor.start({
          name: `worker-${i + 1}`,
          command: process.execPath,
          args: ['--import', 'tsx', path.join(rootDir, 'judge', 'queue', 'cli.ts')],
          env,
          ready: { line: 'Judge worker ready' },
          restart: true,
        }),
      ),
    ])
    await supervisor.start(nginxSpec(args.port, webPorts))
  } catch (error) {
    await supervisor.stopAll()
    throw error
  }
  return { url: `http://localhost:${args.port}`, webPorts, stop: () => supervisor.stopAll() }
}

/** DATABASE_URL must name a PostgreSQL database (several processes cannot share the embedded SQLite file). */
function platformEnv(): Record<string, string> {
  const databaseUrl = process.env.DATABASE_URL ?? ''
  if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('deploy:local needs DATABASE_URL=postgres://… (several web processes share one PostgreSQL database)')
  return { DATABASE_URL: databaseUrl, REDIS_URL: process.env.REDIS_URL || DEFAULT_REDIS_URL }
}

function nginxSpec(port: number, webPorts: number[]): ChildSpec {
  const runDir = path.join(dataDir, 'deploy', 'nginx')
  fs.mkdirSync(path.join(runDir, 'temp'), { recursive: true })
  const config = path.join(runDir, 'nginx.conf')
  const asRoot = process.getuid?.() === 0
  fs.writeFileSync(
    config,
    nginxConfig({ listen: port, upstreams: webPorts.map((p) => `127.0.0.1:${p}`), runDir, exposeUpstream: true, user: asRoot ? 'root' : undefined }),
  )
  return {
    name: 'nginx',
    command: NGINX,
    // -e: the error log before the config is read (the package's default is root's /var/log/nginx).
    args: ['-p', runDir, '-c', config, '-e', path.join(runDir, 'error.log')],
    ready: { probe: async () => (await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) })).status < 500 },
    restart: true,
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, os.platform() === 'linux' ? '0.0.0.0' : '127.0.0.1', () => server.close(() => resolve(true)))
  })
}
