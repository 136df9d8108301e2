import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import type { Server } from 'socket.io'
import { io as connect, type Socket as ClientSocket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rootDir } from '@domain/repoPaths'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { discoverPlugins, pluginsDir } from '@judge/pluginHost/loader'
import { Pools } from '@judge/sandbox/pools'
import { attachJudgeSocket } from '@judge/socket/attach'
import { createLessonWithPages, createUser, unique } from '../support/fixtures'
import { testPayload } from '../support/payload'

/**
 * Adding a language is adding one folder (plugins/README.md): the example plugin (tests/fixtures/plugins/say)
 * is copied into a plugins directory of its own, and the platform's discovery, sandbox pools and judge socket
 * serve and judge a page of its language. No file of the repository changes for it.
 */
const EXAMPLE = path.join(rootDir, 'tests', 'fixtures', 'plugins', 'say')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'plugins-'))
let payload: Payload
let pools: Pools
let io: Server
let url: string
const sockets: ClientSocket[] = []

beforeAll(async () => {
  payload = await testPayload()
  fs.cpSync(EXAMPLE, path.join(scratch, 'say'), { recursive: true })
  pools = new Pools(discoverPlugins(scratch))
  await pools.ready()
  const server = http.createServer()
  io = attachJudgeSocket(server, { payload, pools, sleepAfterMs: 1500 })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await new Promise<void>((resolve) => (io ? io.close(() => resolve()) : resolve()))
  await pools?.close()
  fs.rmSync(scratch, { recursive: true, force: true })
})

type Answer = { ok: boolean; [key: string]: any }

async function learnerSocket(): Promise<(event: string, data: unknown) => Promise<Answer>> {
  const user = await createUser(payload)
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'password123' } })
  const socket = connect(url, { ...SOCKET_CLIENT_OPTIONS, extraHeaders: { Authorization: `JWT ${token}` } })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return (event, data) => socket.timeout(20_000).emitWithAck(event, data) as Promise<Answer>
}

describe('a plugin is one folder', () => {
  it('is discovered, runs and judges a page of its language, and explains its errors from its own messages', async () => {
    expect(discoverPlugins(scratch).map((p) => p.manifest.id)).toEqual(['say'])
    expect(fs.existsSync(path.join(pluginsDir, 'say'))).toBe(false)
    expect(pools.has('say')).toBe(true)

    const { chapter } = await createLessonWithPages(payload)
    const page = await payload.create({
      collection: 'pages',
      data: {
        slug: `say-${unique()}`,
        chapter: chapter.id,
        order: 9,
        title: 'Say hello',
        planType: 'basic',
        filetreeType: 'default',
        judgeLanguage: 'say',
        instructions: 'Say hello.',
        defaultFiles: [{ path: 'main.say', content: '# say something\n' }],
        answerFiles: [{ path: 'main.say', content: 'say hello\n' }],
        judges: [{ type: 'OutputJudge' as const, spec: { expected: 'hello\n', match: 'exact', message: { ja: 'hello と表示しましょう。', en: 'Print hello.' } } }],
      },
    })
    const send = await learnerSocket()
    expect((await send('filetree:load', { pageId: page.id })).files).toEqual([{ path: 'main.say', content: '# say something\n' }])

    await send('file:write', { pageId: page.id, path: 'main.say', content: 'say hello\nshout hello\n' })
    const { output } = await send('code:run', { pageId: page.id })
    expect(output).toMatchObject({ status: 'error', stdout: 'hello\n', error: { line: 2, kind: 'say:unknown', explanation: { en: 'A line does not start with say or ask: check how the line begins.' } } })
    const failed = await send('code:submit', { pageId: page.id })
    // The judge words the error by the category the plugin gives it.
    expect(failed).toMatchObject({ cleared: false, checks: [{ passed: false, line: 2, message: { en: 'There is a syntax error near line 2.' } }] })

    await send('file:write', { pageId: page.id, path: 'main.say', content: 'say hello\n' })
    const cleared = await send('code:submit', { pageId: page.id })
    expect(cleared).toMatchObject({ cleared: true, output: { status: 'ok', stdout: 'hello\n' } })
  })

  it('is refused at start-up when written for another contract version, with the field named', () => {
    const old = fs.mkdtempSync(path.join(os.tmpdir(), 'plugins-old-'))
    try {
      fs.cpSync(EXAMPLE, path.join(old, 'say'), { recursive: true })
      const manifest = path.join(old, 'say', 'manifest.json')
      fs.writeFileSync(manifest, JSON.stringify({ ...JSON.parse(fs.readFileSync(manifest, 'utf8')), contract: 1 }))
      expect(() => discoverPlugins(old)).toThrow(/manifest\.json → contract: this platform runs plugins written for contract 2/)
    } finally {
      fs.rmSync(old, { recursive: true, force: true })
    }
  })
})
