import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import type { Server } from 'socket.io'
import { Job, Queue, QueueEvents } from 'bullmq'
import { io as connect, type Socket as ClientSocket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '@cms/payload-types'
import { importCurriculum } from '@content/lib/import'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import type { RunOutput } from '@plugins/contract'
import { QueueRunner, RUN_JOB_OPTIONS } from '@judge/queue/queueRunner'
import { redisConnection } from '@judge/queue/redis'
import { JUDGE_QUEUE, type RunJob } from '@judge/queue/runService'
import { attachJudgeSocket } from '@judge/socket/attach'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { createUser } from '../support/fixtures'
import { testPayload } from '../support/payload'

/** The machine's Redis (CI starts it); the scale-out mode is tested against it for real. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

let payload: Payload
let runner: QueueRunner
let worker: ChildProcess
const servers: { url: string; io: Server }[] = []
const sockets: ClientSocket[] = []
let token: string

async function startServer() {
  const httpServer = http.createServer()
  const io = attachJudgeSocket(httpServer, { payload, pools: runner, redisUrl: REDIS_URL })
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
  const server = { url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`, io }
  servers.push(server)
  return server
}

async function client(url: string) {
  const socket = connect(url, { ...SOCKET_CLIENT_OPTIONS, extraHeaders: { Authorization: `JWT ${token}` } })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return socket
}

beforeAll(async () => {
  payload = await testPayload()
  await importCurriculum(payload, readCurriculum(contentDir))
  // A real judge worker process, as `npm run judge:worker` starts it.
  worker = spawn(process.execPath, ['--import', 'tsx', 'judge/queue/cli.ts'], { env: { ...process.env, REDIS_URL, JUDGE_CONCURRENCY: '1' }, stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    worker.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Judge worker ready') && resolve())
    worker.once('exit', (code) => reject(new Error(`judge worker exited ${code}`)))
  })
  runner = new QueueRunner(REDIS_URL)
  await runner.ready()
  const learner = await createUser(payload)
  token = (await payload.login({ collection: 'users', data: { email: learner.email, password: 'password123' } })).token!
})

afterAll(async () => {
  for (const s of sockets) s.close()
  for (const s of servers) await new Promise<void>((resolve) => s.io.close(() => resolve()))
  await runner?.close()
  worker?.kill('SIGTERM')
})

const page = async (slug: string) => (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })).docs[0] as Page

describe('with REDIS_URL (scale-out)', () => {
  it('judges through the BullMQ queue on a separate judge worker process', async () => {
    const { url } = await startServer()
    const socket = await client(url)
    const sqlPage = await page('sql-study-1.comparison')
    await socket.timeout(20_000).emitWithAck('file:write', { pageId: sqlPage.id, path: 'query.sql', content: sqlPage.answerFiles![0].content })
    const result = await socket.timeout(30_000).emitWithAck('code:submit', { pageId: sqlPage.id })
    // The whole verdict in the message: a failure here must say which check failed and why.
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true, cleared: true })
    const jsPage = await page('javascript-study-1.numbers')
    const ran = await socket.timeout(30_000).emitWithAck('code:run', { pageId: jsPage.id })
    expect(ran.output).toMatchObject({ status: 'ok' })
  })

  it('answers a run its worker finished before the server started waiting for it', async () => {
    const connection = redisConnection(REDIS_URL)
    const queue = new Queue<RunJob, RunOutput>(JUDGE_QUEUE, { connection })
    const events = new QueueEvents(JUDGE_QUEUE, { connection: redisConnection(REDIS_URL) })
    try {
      await events.waitUntilReady()
      const job = await queue.add('run', { pluginId: 'javascript', files: [{ path: 'main.js', content: 'console.log(42)' }], support: [], stdin: '', entry: 'main.js', owner: 'user:queue-test' }, RUN_JOB_OPTIONS)
      // A busy server may only get to wait once the run is over.
      await expect.poll(async () => (await Job.fromId(queue, job.id!))?.finishedOn ?? null, { timeout: 30_000 }).not.toBeNull()
      expect(await job.waitUntilFinished(events, 5_000)).toMatchObject({ status: 'ok', stdout: '42\n' })
    } finally {
      await events.close()
      await queue.close()
      connection.disconnect()
    }
  })

  it('tells every tab of the learner, on any server, about a file change (Redis adapter)', async () => {
    const [a, b] = [await startServer(), await startServer()]
    const [tabA, tabB] = [await client(a.url), await client(b.url)]
    const jsPage = await page('javascript-study-1.template-literals')
    const heard = new Promise<{ files: { content: string }[] }>((resolve) => tabB.once('files:changed', resolve))
    await tabA.timeout(20_000).emitWithAck('file:write', { pageId: jsPage.id, path: 'script.js', content: "console.log('from tab A')" })
    expect((await heard).files[0].content).toBe("console.log('from tab A')")
  })
})
