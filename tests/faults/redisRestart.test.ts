import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import type { Server } from 'socket.io'
import { io as connect, type Socket as ClientSocket } from 'socket.io-client'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Page, User } from '@cms/payload-types'
import { importCurriculum } from '@content/lib/import'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { QueueRunner } from '@judge/queue/queueRunner'
import { attachJudgeSocket } from '@judge/socket/attach'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { createUser } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { startPrivateRedis, type PrivateRedis } from '../support/privateRedis'

/**
 * Fault: Redis restarts (killed, back empty a second later) under two web servers and a judge worker (docs/judge-sandbox.md
 * "Judge workers"). Without restarting any of them, runs are judged again, the socket.io adapter carries events
 * between the servers again, and what the learner saved and cleared is all in the database, counted once.
 */
let payload: Payload
let redis: PrivateRedis
let runner: QueueRunner
let worker: ChildProcess
let learner: User
let token: string
const servers: Server[] = []
const sockets: ClientSocket[] = []

async function startServer() {
  const httpServer = http.createServer()
  const io = attachJudgeSocket(httpServer, { payload, pools: runner, redisUrl: redis.url })
  servers.push(io)
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`
}

async function tab(url: string) {
  const socket = connect(url, { ...SOCKET_CLIENT_OPTIONS, extraHeaders: { Authorization: `JWT ${token}` } })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)))
  return socket
}

beforeAll(async () => {
  payload = await testPayload()
  await importCurriculum(payload, readCurriculum(contentDir))
  redis = await startPrivateRedis()
  worker = spawn(process.execPath, ['--import', 'tsx', 'judge/queue/cli.ts'], { env: { ...process.env, REDIS_URL: redis.url, JUDGE_CONCURRENCY: '1' }, stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    worker.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Judge worker ready') && resolve())
    worker.once('exit', (code) => reject(new Error(`judge worker exited ${code}`)))
  })
  runner = new QueueRunner(redis.url)
  await runner.ready()
  learner = await createUser(payload)
  token = (await payload.login({ collection: 'users', data: { email: learner.email, password: 'password123' } })).token!
})

afterAll(async () => {
  for (const socket of sockets) socket.close()
  for (const io of servers) await new Promise<void>((resolve) => io.close(() => resolve()))
  await runner?.close()
  worker?.kill('SIGKILL')
  await redis?.stop()
})

const page = async (slug: string) => (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })).docs[0] as Page

/** Tries `attempt` once a second until it holds (the parts reconnect on their own), for at most `seconds`. */
async function eventually<T>(attempt: () => Promise<T>, holds: (value: T) => boolean, seconds = 60): Promise<T> {
  let last: T | Error = new Error('never tried')
  for (let i = 0; i < seconds; i++) {
    last = await attempt().catch((error: Error) => error)
    if (!(last instanceof Error) && holds(last)) return last
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`did not recover: ${last instanceof Error ? last.message : JSON.stringify(last)}`)
}

it('recovers the judge queue and the socket adapter after Redis restarts, without restarting the platform', async () => {
  const [a, b] = [await startServer(), await startServer()]
  const [tabA, tabB] = [await tab(a), await tab(b)]
  const numbers = await page('javascript-study-1.numbers')
  const before = await tabA.timeout(60_000).emitWithAck('code:run', { pageId: numbers.id })
  expect(before.output).toMatchObject({ status: 'ok' })

  await redis.restart()

  // The queue: a run is judged again by the same worker and server.
  const ran = await eventually(() => tabA.timeout(15_000).emitWithAck('code:run', { pageId: numbers.id }), (answer) => answer.output?.status === 'ok')
  expect(ran.output.status).toBe('ok')
  // The adapter: a file saved in tab A (server a) is told to tab B (server b).
  const templates = await page('javascript-study-1.template-literals')
  const heard = await eventually(
    async () => {
      const content = `console.log('after the restart ${Date.now()}')`
      const told = new Promise<string>((resolve) => tabB.once('files:changed', (event: { files: { content: string }[] }) => resolve(event.files[0].content)))
      const saved = await tabA.timeout(15_000).emitWithAck('file:write', { pageId: templates.id, path: 'script.js', content })
      expect(saved.ok).toBe(true)
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000))
      return { content, told: await Promise.race([told, timeout]) }
    },
    ({ content, told }) => told === content,
  )
  // Nothing saved was lost: the last acknowledged save is the stored file.
  const stored = await payload.find({ collection: 'user_page_infos', where: { user: { equals: learner.id }, page: { equals: templates.id } }, overrideAccess: true, depth: 0 })
  expect(stored.docs.flatMap((info) => (info.files ?? []).map((file) => file.content))).toEqual([heard.content])

  // A submission clears through the recovered queue, counted once.
  const answer = numbers.answerFiles![0]
  await tabA.timeout(20_000).emitWithAck('file:write', { pageId: numbers.id, path: answer.path, content: answer.content })
  const cleared = await eventually(() => tabA.timeout(30_000).emitWithAck('code:submit', { pageId: numbers.id }), (result) => result.cleared === true)
  const infos = await payload.find({ collection: 'user_page_infos', where: { user: { equals: learner.id }, page: { equals: numbers.id } }, overrideAccess: true })
  expect(infos.docs.map((info) => info.completed)).toEqual([true])
  expect((await payload.findByID({ collection: 'users', id: learner.id, overrideAccess: true, depth: 0 })).totalExp).toBe(cleared.exp.gained)
})
