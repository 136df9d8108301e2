import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { afterEach, describe, expect, it } from 'vitest'
import { rootDir } from '@domain/repoPaths'
import { parseTopologyArgs } from '@deploy/local/args'
import { COMPOSE_NGINX_CONF, composeNginxConfig } from '@deploy/compose/nginxConf'
import { nginxConfig } from '@deploy/nginxConfig'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const scratch: string[] = []
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** nginx's own verdict on a configuration (`nginx -t`), run unprivileged in a folder of its own. */
function nginxAccepts(config: (runDir: string) => string) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'))
  scratch.push(runDir)
  fs.mkdirSync(path.join(runDir, 'temp'))
  fs.writeFileSync(path.join(runDir, 'nginx.conf'), config(runDir))
  return spawnSync(NGINX, ['-t', '-p', runDir, '-c', path.join(runDir, 'nginx.conf'), '-e', path.join(runDir, 'error.log')], { encoding: 'utf8' })
}

describe('the several-process deployment (deploy/README.md)', () => {
  it('keeps deploy/compose/nginx.conf the generator’s output (npx tsx deploy/compose/nginxConf.ts writes it)', () => {
    expect(fs.readFileSync(COMPOSE_NGINX_CONF, 'utf8')).toBe(composeNginxConfig())
  })

  it.skipIf(!fs.existsSync(NGINX))('writes configurations nginx accepts, for deploy:local and for compose', () => {
    const local = nginxAccepts((runDir) => nginxConfig({ listen: 18080, upstreams: ['127.0.0.1:18081', '127.0.0.1:18082'], runDir, exposeUpstream: true }))
    expect(local.status, local.stderr).toBe(0)
    // compose's `web` resolves only inside compose, and its access log is the image's.
    const compose = nginxAccepts((runDir) =>
      composeNginxConfig().replace('web:3000', '127.0.0.1:3000').replace('/var/log/nginx/access.log', path.join(runDir, 'access.log')),
    )
    expect(compose.status, compose.stderr).toBe(0)
  })

  it('proxies websockets with sticky sessions and the client address, and exposes the upstream only when asked', () => {
    const config = nginxConfig({ listen: 3000, upstreams: ['127.0.0.1:3001'], runDir: '/tmp/run' })
    expect(config).toContain('hash $sticky_key consistent;')
    expect(config).toContain('proxy_set_header Upgrade $http_upgrade;')
    expect(config).toContain('proxy_set_header Connection $connection_upgrade;')
    expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;')
    expect(config).toContain('pid /tmp/run/nginx.pid;')
    expect(config).not.toContain('X-Upstream')
    expect(nginxConfig({ listen: 3000, upstreams: ['127.0.0.1:3001'], runDir: null, exposeUpstream: true })).toContain(
      'add_header X-Upstream $upstream_addr always;',
    )
  })

  it('runs postgres, redis, a one-shot setup, scaled web and worker services and nginx, with no secret in the file', () => {
    const text = fs.readFileSync(path.join(rootDir, 'deploy', 'compose.yaml'), 'utf8')
    const compose = parse(text, { merge: true }) as { services: Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
    const { services } = compose
    expect(Object.keys(services).sort()).toEqual(['nginx', 'postgres', 'redis', 'setup', 'web', 'worker'])
    expect(services.setup.environment.PLATFORM_ROLE).toBe('setup')
    expect(services.web.environment.PLATFORM_ROLE).toBe('web')
    expect(services.web.depends_on.setup.condition).toBe('service_completed_successfully')
    expect(services.worker.depends_on.setup.condition).toBe('service_completed_successfully')
    expect(services.worker.command).toEqual(['npm', 'run', 'judge:worker'])
    expect(services.web.deploy.replicas).toMatch(/^\$\{WEB_REPLICAS/)
    expect(services.worker.deploy.replicas).toMatch(/^\$\{WORKER_REPLICAS/)
    expect(services.nginx.volumes).toContain('./compose/nginx.conf:/etc/nginx/nginx.conf:ro')
    // Every process shares the site builds at one path (the builds' lock is named after it) and one database.
    for (const name of ['setup', 'web', 'worker']) {
      expect(services[name].environment.SITE_BUILDS_DIR).toBe('/site')
      expect(services[name].environment.PAYLOAD_SECRET).toMatch(/^\$\{PAYLOAD_SECRET:\?/)
      expect(services[name].environment.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?')
    }
  })

  it('reads deploy:local’s arguments, refusing what it cannot start', () => {
    expect(parseTopologyArgs([])).toEqual({ web: 2, workers: 2, port: 3000 })
    expect(parseTopologyArgs(['--web', '3', '--workers', '1', '--port', '4000'])).toEqual({ web: 3, workers: 1, port: 4000 })
    expect(() => parseTopologyArgs(['--web', '0'])).toThrow(/--web/)
    expect(() => parseTopologyArgs(['--web', 'two'])).toThrow(/--web/)
    expect(() => parseTopologyArgs(['--webs', '2'])).toThrow()
  })
})
