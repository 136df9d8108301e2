import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { io as connect, type Socket as ClientSocket } from 'socket.io-client'
import type { Server } from 'socket.io'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page, User } from '@cms/payload-types'
import { importCurriculum } from '@content/lib/import'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import type { ConformancePrograms } from '@plugins/conformance'
import { localized } from '@domain/i18n/messages'
import { Pools } from '@judge/sandbox/pools'
import { attachJudgeSocket } from '@judge/socket/attach'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { createUser } from '../support/fixtures'
import { starterPage } from '../support/pages'
import { testPayload } from '../support/payload'

let payload: Payload
let pools: Pools
let server: { url: string; io: Server; http: http.Server }
let learner: User
let token: string
const sockets: ClientSocket[] = []

async function startServer() {
  const httpServer = http.createServer()
  const io = attachJudgeSocket(httpServer, { payload, pools, sleepAfterMs: 1500 })
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`, io, http: httpServer }
}
const stopServer = () => new Promise<void>((resolve) => server.io.close(() => resolve()))

async function client(authToken: string | null = token): Promise<ClientSocket> {
  const socket = connect(server.url, { ...SOCKET_CLIENT_OPTIONS, extraHeaders: authToken ? { Authorization: `JWT ${authToken}` } : {} })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return socket
}

type Answer = { ok: boolean; [key: string]: any }
const send = (socket: ClientSocket, event: string, data: unknown) => socket.timeout(20_000).emitWithAck(event, data) as Promise<Answer>

const pageBySlug = (slug: string) => starterPage(payload, slug)

beforeAll(async () => {
  payload = await testPayload()
  await importCurriculum(payload, readCurriculum(contentDir))
  pools = new Pools()
  await pools.ready()
  server = await startServer()
  learner = await createUser(payload)
  token = (await payload.login({ collection: 'users', data: { email: learner.email, password: 'password123' } })).token!
})
afterAll(async () => {
  for (const s of sockets) s.close()
  await stopServer()
  await pools?.close()
})

describe('the judge socket', () => {
  it('tells a visitor to sign in and does nothing for them', async () => {
    const socket = connect(server.url, SOCKET_CLIENT_OPTIONS)
    sockets.push(socket)
    const error = await new Promise<{ code: string }>((resolve) => socket.once('workspace:error', resolve))
    expect(error.code).toBe('unauthenticated')
  })

  it('loads the starting files, saves every edit, and shows the last edit after a reconnect and a server restart', async () => {
    const page = await pageBySlug('javascript-study-1.console-log')
    const socket = await client()
    const loaded = await send(socket, 'filetree:load', { pageId: page.id })
    expect(loaded.files).toEqual([{ path: 'script.js', content: page.defaultFiles![0].content }])

    await send(socket, 'file:write', { pageId: page.id, path: 'script.js', content: "console.log('draft 1')" })
    await send(socket, 'file:write', { pageId: page.id, path: 'script.js', content: "console.log('draft 2')" })
    socket.close()

    const again = await client()
    expect((await send(again, 'filetree:load', { pageId: page.id })).files).toEqual([{ path: 'script.js', content: "console.log('draft 2')" }])

    await stopServer()
    server = await startServer()
    const afterRestart = await client()
    expect((await send(afterRestart, 'filetree:load', { pageId: page.id })).files).toEqual([{ path: 'script.js', content: "console.log('draft 2')" }])
  })

  it('shows the setup blackout only while the language warms up, never on a load once it is warm', async () => {
    const page = await pageBySlug('javascript-study-1.console-log')
    const socket = await client()
    const blackouts: unknown[] = []
    socket.on('blackout', (b) => blackouts.push(b))
    await send(socket, 'filetree:load', { pageId: page.id })
    await send(socket, 'filetree:load', { pageId: page.id })
    // The acks come after any event the load emitted, so nothing is still on its way.
    expect(blackouts).toEqual([])
  })

  it('refuses a bad payload with a clear error and changes nothing', async () => {
    const page = await pageBySlug('javascript-study-1.numbers')
    const socket = await client()
    const before = await send(socket, 'filetree:load', { pageId: page.id })
    const errors: unknown[] = []
    socket.on('workspace:error', (e) => errors.push(e))
    const answer = await send(socket, 'file:write', { pageId: page.id, path: 'script.js', content: 42 })
    expect(answer).toMatchObject({ ok: false, code: 'invalid' })
    expect(errors).toHaveLength(1)
    expect((await send(socket, 'filetree:load', { pageId: page.id })).files).toEqual(before.files)
  })

  it('applies the file tree rules with their messages', async () => {
    const page = await pageBySlug('javascript-study-1.template-literals')
    const socket = await client()
    expect((await send(socket, 'file:add', { pageId: page.id, path: 'script.js', kind: 'file' })).error).toEqual(localized('files.sameNameExists'))
    expect((await send(socket, 'file:add', { pageId: page.id, path: '../etc/passwd', kind: 'file' })).error).toEqual(localized('files.invalidName'))
    expect((await send(socket, 'file:remove', { pageId: page.id, path: 'script.js' })).error).toEqual(localized('files.cannotChange'))
    expect((await send(socket, 'file:add', { pageId: page.id, path: 'lib', kind: 'directory' })).ok).toBe(true)
    expect((await send(socket, 'file:add', { pageId: page.id, path: 'lib/util.js', kind: 'file' })).ok).toBe(true)
    const renamed = await send(socket, 'file:rename', { pageId: page.id, from: 'lib', to: 'helpers' })
    expect(renamed.files.map((f: { path: string }) => f.path).sort()).toEqual(['helpers/.gitkeep', 'helpers/util.js', 'script.js'])
    const reset = await send(socket, 'workspace:reset', { pageId: page.id })
    expect(reset.files).toEqual([{ path: 'script.js', content: page.defaultFiles![0].content }])
  })

  it('answers stop, format and alive, and says when formatting is not available', async () => {
    // Python's plugin formats nothing (docs/judge-sandbox.md "Formatting").
    const page = await pageBySlug('python-study-1.print')
    const socket = await client()
    const finished = new Promise((resolve) => socket.once('format:finished', resolve))
    const formatted = await send(socket, 'code:format', { pageId: page.id, path: 'main.py' })
    expect(formatted).toMatchObject({ ok: true, formatted: false, reason: { en: 'Code formatting is not available for this language.' } })
    expect(await finished).toMatchObject({ formatted: false })
    expect(await send(socket, 'code:stop', { pageId: page.id })).toMatchObject({ ok: true, running: false, stopped: false })
    expect((await send(socket, 'alive', { pageId: page.id })).at).toEqual(expect.any(Number))
    // Left alone, the workspace is told its process sleeps.
    const slept = await new Promise((resolve) => socket.once('process:sleeping', resolve))
    expect(slept).toMatchObject({ at: expect.any(Number) })
  })

  it.each([
    ['javascript', 'javascript-study-1.console-log', 'script.js', "console.log('Hello, World!');\n"],
    ['python', 'python-study-1.print', 'main.py', "print('Hello Python')\n"],
  ])('contains every hostile program of the %s conformance kit, and the next submission still clears', async (plugin, slug, file, answer) => {
    const programs = (await import(`../../plugins/${plugin}/conformance.ts`)).default as ConformancePrograms
    const page = await pageBySlug(slug)
    // A learner of its own, so the clear here does not use up the first clear the exp test expects.
    const other = await createUser(payload)
    const socket = await client((await payload.login({ collection: 'users', data: { email: other.email, password: 'password123' } })).token!)
    const hostile = [programs.infiniteLoop, programs.outputFlood, programs.memoryBomb, programs.readHostFile, programs.network, ...programs.stateLeak]
    for (const files of hostile) {
      await send(socket, 'file:write', { pageId: page.id, path: file, content: files[0].content })
      const ran = await send(socket, 'code:run', { pageId: page.id, stdin: '1\n' })
      expect(ran.ok).toBe(true)
      expect(ran.output.stdout).not.toMatch(/root:.*:0:0:/)
    }
    await send(socket, 'file:write', { pageId: page.id, path: file, content: answer })
    expect(await send(socket, 'code:submit', { pageId: page.id })).toMatchObject({ ok: true, cleared: true })
  })

  it('gives a free learner neither the files nor the judge of a plus page', async () => {
    const page = await pageBySlug('javascript-study-2.if-else')
    expect(page.planType).toBe('plus')
    const socket = await client()
    expect(await send(socket, 'filetree:load', { pageId: page.id })).toMatchObject({ ok: false, code: 'forbidden' })
    expect(await send(socket, 'code:submit', { pageId: page.id })).toMatchObject({ ok: false, code: 'forbidden' })
  })

  it('refuses a page whose earlier page is not cleared yet, and opens it once that page is cleared', async () => {
    const [required, gated] = [await pageBySlug('sql-study-1.select-all'), await pageBySlug('sql-study-1.where')]
    expect(gated.orderOfEarlierPageRequiringCompletion).toBe(required.order)
    const other = await createUser(payload)
    const socket = await client((await payload.login({ collection: 'users', data: { email: other.email, password: 'password123' } })).token!)
    for (const event of ['filetree:load', 'code:submit'] as const) {
      const refused = await send(socket, event, { pageId: gated.id })
      expect(refused).toMatchObject({ ok: false, code: 'locked' })
      expect(refused.error.en).toContain(`page ${required.order}`)
    }
    expect(await send(socket, 'solutions:load', { pageId: gated.id, kind: 'answer', locale: 'en' })).toMatchObject({ ok: false, code: 'locked' })

    for (const file of required.answerFiles!) await send(socket, 'file:write', { pageId: required.id, path: file.path, content: file.content })
    expect(await send(socket, 'code:submit', { pageId: required.id })).toMatchObject({ ok: true, cleared: true })
    expect((await send(socket, 'filetree:load', { pageId: gated.id })).ok).toBe(true)
  })

  it('serves hints in the learner\'s locale, records hint and answer views, and sets answerFlag when the answer is opened', async () => {
    const page = await pageBySlug('python-study-1.print')
    const other = await createUser(payload)
    const socket = await client((await payload.login({ collection: 'users', data: { email: other.email, password: 'password123' } })).token!)
    const [ja, en, id] = await Promise.all(['ja', 'en', 'id'].map((locale) => send(socket, 'solutions:load', { pageId: page.id, kind: 'hints', locale })))
    expect(ja.hints.length).toBeGreaterThan(0)
    expect(en.hints).not.toEqual(ja.hints)
    expect(id.hints).toEqual(en.hints)

    const infoOf = async () =>
      (await payload.find({ collection: 'user_page_infos', where: { and: [{ user: { equals: other.id } }, { page: { equals: page.id } }] }, depth: 0, overrideAccess: true })).docs[0]
    expect((await infoOf())?.answerFlag ?? false).toBe(false)
    expect(await send(socket, 'solutions:track', { pageId: page.id, action: 'hint_opened' })).toEqual({ ok: true })
    const answer = await send(socket, 'solutions:load', { pageId: page.id, kind: 'answer', locale: 'ja' })
    expect(answer.answerFiles).toEqual(page.answerFiles!.map((f) => ({ path: f.path, content: f.content })))
    expect((await infoOf())?.answerFlag).toBe(true)

    const events = await payload.find({ collection: 'application_events', where: { user: { equals: other.id } }, depth: 0, overrideAccess: true, sort: 'createdAt' })
    expect(events.docs.map((e) => [e.type, e.target, e.page])).toEqual([
      ['solutions', 'hint_opened', page.id],
      ['solutions', 'answer_opened', page.id],
    ])
    expect(await send(socket, 'solutions:track', { pageId: page.id, action: 'peeked' })).toMatchObject({ ok: false, code: 'invalid' })
  })

  it('keeps a free learner from a plus page\'s hints and answer', async () => {
    const page = await pageBySlug('javascript-study-2.if-else')
    const socket = await client()
    for (const kind of ['hints', 'answer']) expect(await send(socket, 'solutions:load', { pageId: page.id, kind, locale: 'ja' })).toMatchObject({ ok: false, code: 'forbidden' })
    const info = await payload.find({ collection: 'user_page_infos', where: { and: [{ user: { equals: learner.id } }, { page: { equals: page.id } }] }, depth: 0, overrideAccess: true })
    expect(info.docs).toEqual([])
  })

  it('stores a survey answer with its score and comment, and refuses a score outside 0–10', async () => {
    const page = await pageBySlug('python-study-2.for-loops')
    const other = await createUser(payload, {}, 'plus')
    const socket = await client((await payload.login({ collection: 'users', data: { email: other.email, password: 'password123' } })).token!)
    expect(await send(socket, 'survey:answer', { pageId: page.id, score: 11 })).toMatchObject({ ok: false, code: 'invalid' })
    expect(await send(socket, 'survey:answer', { pageId: page.id, score: 9, comment: 'Clear and fun' })).toEqual({ ok: true })
    const events = await payload.find({ collection: 'application_events', where: { and: [{ user: { equals: other.id } }, { type: { equals: 'survey' } }] }, depth: 0, overrideAccess: true })
    expect(events.docs.map((e) => e.detail)).toEqual([{ score: 9, comment: 'Clear and fun' }])
  })

  it('counts a lesson as completed once its last page is cleared, and only once', async () => {
    const lesson = (await payload.find({ collection: 'lessons', where: { slug: { equals: 'html-css-project-1' } }, depth: 0 })).docs[0]
    const pages = (await payload.find({ collection: 'pages', where: { lesson: { equals: lesson.id } }, sort: 'order', depth: 0, overrideAccess: true })).docs
    expect(pages.length).toBeGreaterThan(1)
    const other = await createUser(payload)
    const socket = await client((await payload.login({ collection: 'users', data: { email: other.email, password: 'password123' } })).token!)
    const completions = async () => (await payload.findByID({ collection: 'users', id: other.id, depth: 0, overrideAccess: true })).totalLessonCompletionCount
    for (const [index, page] of pages.entries()) {
      expect(await completions()).toBe(0)
      for (const file of page.answerFiles!) await send(socket, 'file:write', { pageId: page.id, path: file.path, content: file.content })
      expect(await send(socket, 'code:submit', { pageId: page.id })).toMatchObject({ ok: true, cleared: true })
      expect(await completions()).toBe(index === pages.length - 1 ? 1 : 0)
    }
    expect(await send(socket, 'code:submit', { pageId: pages.at(-1)!.id })).toMatchObject({ ok: true, cleared: true, exp: null })
    expect(await completions()).toBe(1)
  })

  it('runs, judges a wrong answer with its messages, contains an infinite loop, then clears and awards exp once', async () => {
    const page = await pageBySlug('javascript-study-1.console-log')
    const socket = await client()
    const blackouts: unknown[] = []
    socket.on('blackout', (b) => blackouts.push(b))

    await send(socket, 'file:write', { pageId: page.id, path: 'script.js', content: "console.log('Hello')" })
    const ran = await send(socket, 'code:run', { pageId: page.id })
    expect(ran.output).toMatchObject({ status: 'ok', stdout: 'Hello\n' })

    const wrong = await send(socket, 'code:submit', { pageId: page.id })
    expect(wrong.cleared).toBe(false)
    // The page's own output message (content/STYLE.md: it points at the likely mistake).
    const outputJudge = page.judges!.find((j) => j.type === 'OutputJudge')!.spec as { message: { en: string } }
    expect(wrong.checks.filter((c: { passed: boolean }) => !c.passed)[0].message.en).toBe(outputJudge.message.en)
    expect(blackouts).toEqual([{ kind: 'judge', on: true }, { kind: 'judge', on: false }])

    await send(socket, 'file:write', { pageId: page.id, path: 'script.js', content: 'while (true) {}' })
    const loop = await send(socket, 'code:submit', { pageId: page.id })
    expect(loop.checks[0].message).toEqual(localized('judge.infiniteLoop'))

    await send(socket, 'file:write', { pageId: page.id, path: 'script.js', content: "console.log('Hello, World!');\n" })
    const cleared = await send(socket, 'code:submit', { pageId: page.id })
    expect(cleared).toMatchObject({ cleared: true, exp: { gained: 10, totalExp: 10, level: 1, previousLevel: 1 } })
    const info = await payload.find({
      collection: 'user_page_infos',
      where: { and: [{ user: { equals: learner.id } }, { page: { equals: page.id } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(info.docs[0]).toMatchObject({ completed: true })
    expect((await send(socket, 'code:submit', { pageId: page.id })).exp).toBeNull()
  })
})
