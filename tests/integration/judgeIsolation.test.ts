import type { Payload } from 'payload'
import { io as connect, type Socket as ClientSocket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '@cms/payload-types'
import { importCurriculum } from '@content/lib/import'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { Pools } from '@judge/sandbox/pools'
import { SOCKET_QUOTAS } from '@judge/socket/learnerQuotas'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { WORKSPACE_LIMITS } from '@domain/files/fileRules'
import { createUser } from '../support/fixtures'
import { connectWorkspace, listenJudgeSocket, sessionToken, type JudgeSocketServer } from '../support/judgeSocketServer'
import { testPayload } from '../support/payload'

/**
 * The judge's isolation seen from learners (docs/judge-sandbox.md): a runtime that dies takes only its own
 * run with it, Stop and a newer run end a running program, and one learner's sockets and events are bounded.
 */
let payload: Payload
let pools: Pools
let server: JudgeSocketServer
const sockets: ClientSocket[] = []

type Answer = { ok: boolean; [key: string]: any }
const send = (socket: ClientSocket, event: string, data: unknown) => socket.timeout(60_000).emitWithAck(event, data) as Promise<Answer>
const pageBySlug = async (slug: string) =>
  (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })).docs[0] as Page

const learnerSocket = async (token?: string): Promise<ClientSocket> =>
  connectWorkspace(server.url, token ?? (await sessionToken(payload, await createUser(payload))), sockets)

/** Writes the page's script and runs it; resolves with the run's output. */
async function run(socket: ClientSocket, page: Page, content: string) {
  await send(socket, 'file:write', { pageId: page.id, path: 'script.js', content })
  return (await send(socket, 'code:run', { pageId: page.id })).output as { status: string; stdout: string }
}

beforeAll(async () => {
  payload = await testPayload()
  await importCurriculum(payload, readCurriculum(contentDir))
  pools = new Pools(undefined, { size: 2 })
  await pools.ready()
  // The platform's other traffic stands in as a plain HTTP answer on the same server.
  server = await listenJudgeSocket({ payload, pools }, (_req, res) => res.end('serving'))
})
afterAll(async () => {
  for (const s of sockets) s.close()
  await server?.close()
  await pools?.close()
})

describe('judge isolation', () => {
  it('a V8 fatal error ends only its own run: other learners\' runs complete and the server keeps serving', async () => {
    const page = await pageBySlug('javascript-study-1.console-log')
    const [attacker, b, c] = await Promise.all([learnerSocket(), learnerSocket(), learnerSocket()])
    const [fatal, fromB, fromC] = await Promise.all([
      run(attacker, page, "'ab'.repeat(2 ** 27).split('')"),
      run(b, page, "console.log('from b')"),
      run(c, page, "console.log('from c')"),
    ])
    expect(['memory_limit', 'crashed']).toContain(fatal.status)
    expect(fromB).toMatchObject({ status: 'ok', stdout: 'from b\n' })
    expect(fromC).toMatchObject({ status: 'ok', stdout: 'from c\n' })
    expect(await (await fetch(server.url)).text()).toBe('serving')
    expect(await attacker.timeout(10_000).emitWithAck('health')).toMatchObject({ ok: true })
    // The attacker's next run gets a fresh runtime.
    expect(await run(attacker, page, "console.log('again')")).toMatchObject({ status: 'ok', stdout: 'again\n' })
  })

  it('Stop ends a running infinite loop, and the next run works at once', async () => {
    const page = await pageBySlug('javascript-study-1.console-log')
    const socket = await learnerSocket()
    await send(socket, 'file:write', { pageId: page.id, path: 'script.js', content: 'while (true) {}' })
    const running = send(socket, 'code:run', { pageId: page.id })
    expect(await send(socket, 'code:stop', { pageId: page.id })).toMatchObject({ ok: true, running: false })
    expect((await running).output).toMatchObject({ status: 'stopped' })
    expect(await run(socket, page, "console.log('next')")).toMatchObject({ status: 'ok', stdout: 'next\n' })
  })

  it('a new run of the same page replaces the one still running', async () => {
    const page = await pageBySlug('javascript-study-1.console-log')
    const socket = await learnerSocket()
    await send(socket, 'file:write', { pageId: page.id, path: 'script.js', content: 'while (true) {}' })
    const first = send(socket, 'code:run', { pageId: page.id })
    const second = send(socket, 'code:run', { pageId: page.id })
    expect((await first).output).toMatchObject({ status: 'stopped' })
    expect((await second).output).toMatchObject({ status: 'timeout' })
  })

  it(`refuses a learner's socket beyond ${SOCKET_QUOTAS.socketsPerLearner}, with a clear message`, async () => {
    const user = await createUser(payload)
    const token = await sessionToken(payload, user)
    for (let i = 0; i < SOCKET_QUOTAS.socketsPerLearner; i++) await learnerSocket(token)
    const extra = connect(server.url, { ...SOCKET_CLIENT_OPTIONS, extraHeaders: { Authorization: `JWT ${token}` } })
    sockets.push(extra)
    const refused = await new Promise<{ code: string; error: { en: string } }>((resolve) => extra.once('workspace:error', resolve))
    expect(refused).toMatchObject({ code: 'too_many_sockets', error: { en: expect.stringMatching(/Too many workspaces/) } })
    await expect.poll(() => extra.connected).toBe(false)
  })

  it('refuses a flood of events instead of queueing it, and keeps serving the learner', async () => {
    const page = await pageBySlug('javascript-study-1.console-log')
    const socket = await learnerSocket()
    // An endless run holds the socket's turn (until its time limit) while the flood arrives behind it.
    await send(socket, 'file:write', { pageId: page.id, path: 'script.js', content: 'while (true) {}' })
    const running = send(socket, 'code:run', { pageId: page.id })
    const answers = await Promise.all(
      Array.from({ length: SOCKET_QUOTAS.queuedEvents * 2 }, (_, i) => send(socket, 'file:write', { pageId: page.id, path: 'script.js', content: `// ${i}` })),
    )
    expect((await running).output).toMatchObject({ status: 'timeout' })
    expect(answers.filter((a) => a.code === 'busy').length).toBeGreaterThan(0)
    expect(answers.filter((a) => a.ok).length).toBeGreaterThan(0)
    expect(await run(socket, page, "console.log('still here')")).toMatchObject({ status: 'ok', stdout: 'still here\n' })
  })

  it(`keeps a page's files within ${WORKSPACE_LIMITS.files} files and ${WORKSPACE_LIMITS.bytes / 1024} KB`, async () => {
    const page = await pageBySlug('javascript-study-1.console-log')
    const socket = await learnerSocket()
    const { files } = await send(socket, 'filetree:load', { pageId: page.id })
    for (let i = files.length; i < WORKSPACE_LIMITS.files; i++) expect((await send(socket, 'file:add', { pageId: page.id, path: `f${i}.js`, kind: 'file' })).ok).toBe(true)
    expect(await send(socket, 'file:add', { pageId: page.id, path: 'one-too-many.js', kind: 'file' })).toMatchObject({ ok: false, error: { en: expect.stringMatching(/Too many files/) } })
    const big = 'x'.repeat(190_000)
    const writes = []
    for (let i = 0; i < 6; i++) writes.push(await send(socket, 'file:write', { pageId: page.id, path: `f${WORKSPACE_LIMITS.files - 1 - i}.js`, content: big }))
    expect(writes.at(-1)).toMatchObject({ ok: false, error: { en: expect.stringMatching(/too large together/) } })
  })
})
