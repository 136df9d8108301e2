import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Queue } from 'bullmq'
import pg from 'pg'
import { io as connect, type Socket as ClientSocket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rootDir } from '@domain/repoPaths'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { STICKY_COOKIE } from '@deploy/nginxConfig'
import { redisConnection } from '@judge/queue/redis'
import { SharedSiteBuilds } from '@server/siteBuild/sharedSiteBuilds'
import { JUDGE_QUEUE, type RunJob } from '@judge/queue/runService'
import { portWithFreeFollowers } from '../support/freePort'
import { createScratchDatabase, dropScratchDatabase } from '../support/scratchPostgres'

const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const STAFF = { email: 'deploy-staff@example.test', password: 'deploy-staff-pass-1' }
const WEB = 2

/** CI installs nginx and starts PostgreSQL (scripts/test-prerequisites.sh); a machine without them skips this file, saying why. */
const missing = [!fs.existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx') && 'nginx', !(await answers(POSTGRES)) && 'PostgreSQL'].filter(Boolean)
if (missing.length) console.warn(`tests/e2e/deployTopology.test.ts skipped: no ${missing.join(' or ')} on this machine`)

let deploy: ChildProcess | undefined
let databaseUrl: string | undefined
let scratch: string
let output = ''
let base: string
let webPorts: number[]
const sockets: ClientSocket[] = []

/**
 * `npm run deploy:local -- --web 2 --workers 1` on PostgreSQL and Redis (deploy/README.md), driven through nginx
 * only: its own database, data and site folders; the CMS build is the one the e2e suite already made.
 */
beforeAll(async () => {
  if (missing.length) return
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-topology-'))
  databaseUrl = await createScratchDatabase(POSTGRES, 'deploy_e2e')
  const port = await portWithFreeFollowers(WEB)
  deploy = spawn(process.execPath, ['--import', 'tsx', 'deploy/local/cli.ts', '--web', String(WEB), '--workers', '1', '--port', String(port)], {
    cwd: rootDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      DATA_DIR: path.join(scratch, 'data'),
      SITE_BUILDS_DIR: path.join(scratch, 'site'),
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('[deploy] Ready:')) resolve()
    }
    deploy!.stdout!.on('data', onData)
    deploy!.stderr!.on('data', onData)
    deploy!.once('exit', (code) => reject(new Error(`deploy:local exited (${code}) before it was ready:\n${output.slice(-4000)}`)))
  })
  base = `http://127.0.0.1:${port}`
  webPorts = Array.from({ length: WEB }, (_, i) => port + 1 + i)
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  if (deploy && deploy.exitCode === null) {
    const exited = new Promise((resolve) => deploy!.once('exit', resolve))
    deploy.kill('SIGTERM')
    await exited
  }
  if (databaseUrl) await dropScratchDatabase(databaseUrl)
  if (scratch) {
    // The site builds' keys in Redis are named after the folder: gone with it.
    const shared = new SharedSiteBuilds(REDIS_URL, { buildsDir: path.join(scratch, 'site') })
    await shared.clear()
    shared.close()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
})

/** A GET through nginx, as a browser holding the sticky cookie `sticky` (or none); answers status, body and the web process's port. */
async function get(pathname: string, sticky?: string) {
  const response = await fetch(`${base}${pathname}`, { headers: sticky ? { cookie: `${STICKY_COOKIE}=${sticky}` } : {}, redirect: 'manual' })
  return { status: response.status, body: await response.text(), web: Number(response.headers.get('x-upstream')?.split(':').at(-1)), headers: response.headers }
}

/** A sticky cookie value nginx sends to each web process (found by asking). */
async function stickyCookieForEach(): Promise<Map<number, string>> {
  const found = new Map<number, string>()
  for (let i = 0; found.size < WEB && i < 200; i++) {
    const value = `probe-${i}`
    const { web } = await get('/favicon.svg', value)
    if (!found.has(web)) found.set(web, value)
  }
  return found
}

async function login(credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

describe.skipIf(missing.length > 0)('several web processes and a judge worker behind nginx (npm run deploy:local)', () => {
  it('serves the site through nginx, spreads browsers over the web processes and keeps each on its own', async () => {
    const home = await get('/')
    expect(home.status).toBe(200)
    expect(home.headers.get('server')).toMatch(/^nginx/)
    // A browser without the cookie gets one, and with it stays on the same web process.
    const cookie = home.headers.get('set-cookie') ?? ''
    expect(cookie).toContain(`${STICKY_COOKIE}=`)
    const sticky = cookie.split(';')[0].split('=')[1]
    const again = await Promise.all(Array.from({ length: 5 }, () => get('/', sticky)))
    expect(new Set(again.map((answer) => answer.web))).toEqual(new Set([home.web]))
    // New browsers land on every web process.
    const first = await Promise.all(Array.from({ length: 20 }, () => get('/')))
    expect(new Set(first.map((answer) => answer.web))).toEqual(new Set(webPorts))
  })

  it('publishes a staff edit made on one web process once, and every web process serves it', async () => {
    const pinned = await stickyCookieForEach()
    const [editOn, other] = webPorts.map((port) => pinned.get(port)!)
    const token = await login(STAFF)
    const lessons = await fetch(`${base}/api/lessons?where[slug][equals]=sql-study-1&depth=0&locale=en`, {
      headers: { authorization: `JWT ${token}`, cookie: `${STICKY_COOKIE}=${editOn}` },
    })
    const lesson = ((await lessons.json()) as { docs: { id: number; title: string }[] }).docs[0]
    const title = `${lesson.title} (${Date.now().toString(36)})`
    const logBefore = output.length
    const saved = await fetch(`${base}/api/lessons/${lesson.id}?locale=en`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, cookie: `${STICKY_COOKIE}=${editOn}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    })
    expect(saved.status).toBe(200)
    for (const sticky of [other, editOn]) {
      await expect.poll(async () => (await get('/en/sql/sql-study-1/1/1', sticky)).body, { timeout: 120_000, interval: 1_000 }).toContain(title)
    }
    // One build, by one web process, for the edit.
    await expect.poll(() => output.slice(logBefore).match(/\[web-\d\] Site rebuilt and published/g)?.length ?? 0).toBe(1)
  })

  it('judges a signed-in learner’s submission through nginx’s websocket on a judge worker', async () => {
    const email = `deploy-learner-${Date.now().toString(36)}@example.test`
    const created = await fetch(`${base}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'learner-pass-1' }),
    })
    expect(created.status).toBe(201)
    const learnerId = ((await created.json()) as { doc: { id: number } }).doc.id
    const learnerToken = await login({ email, password: 'learner-pass-1' })
    const staffToken = await login(STAFF)
    const pages = await fetch(`${base}/api/pages?where[slug][equals]=sql-study-1.comparison&depth=0`, { headers: { authorization: `JWT ${staffToken}` } })
    const page = ((await pages.json()) as { docs: { id: number; answerFiles: { content: string }[] }[] }).docs[0]

    const socket = connect(base, { ...SOCKET_CLIENT_OPTIONS, extraHeaders: { Authorization: `JWT ${learnerToken}` } })
    sockets.push(socket)
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    await socket.timeout(20_000).emitWithAck('file:write', { pageId: page.id, path: 'query.sql', content: page.answerFiles[0].content })
    const result = await socket.timeout(60_000).emitWithAck('code:submit', { pageId: page.id })
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true, cleared: true })
    // A judge worker ran it: the learner's run went through the BullMQ queue (web processes of several judge nothing themselves).
    const connection = redisConnection(REDIS_URL)
    const queue = new Queue<RunJob>(JUDGE_QUEUE, { connection })
    try {
      const finished = await queue.getJobs(['completed'], 0, 500)
      expect(
        finished.some((job) => job.data.owner === `user:${learnerId}` && job.data.files.some((file) => file.content === page.answerFiles[0].content)),
      ).toBe(true)
    } finally {
      await queue.close()
      connection.disconnect()
    }
  })
})

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}
