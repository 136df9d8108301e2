import fs from 'node:fs'
import path from 'node:path'
import { io, type Socket } from 'socket.io-client'
import { afterAll, describe, expect, it } from 'vitest'
import { contentDir } from '@content/lib/paths'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { baseUrl } from '../support/browser'
import { unique } from '../support/fixtures'

const sockets: Socket[] = []
afterAll(() => sockets.forEach((s) => s.close()))

/** Signs up through the REST API as a new learner and returns the session cookie the site would hold. */
async function signUp(): Promise<string> {
  const email = `e2e-learner-${unique()}@example.test`
  const created = await fetch(`${baseUrl()}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'learner-pass-1' }) })
  expect(created.status).toBe(201)
  const login = await fetch(`${baseUrl()}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'learner-pass-1' }) })
  const cookie = login.headers.get('set-cookie')?.split(';')[0]
  expect(cookie).toMatch(/^payload-token=/)
  return cookie!
}

/** A signed-in learner's socket and a helper that sends an event and waits for its answer. */
async function learnerSocket() {
  const cookie = await signUp()
  const socket = io(baseUrl(), { ...SOCKET_CLIENT_OPTIONS, extraHeaders: { cookie } })
  sockets.push(socket)
  return (event: string, data: unknown) => socket.timeout(30_000).emitWithAck(event, data)
}

async function pageId(slug: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/pages?where[slug][equals]=${slug}&depth=0`)
  return ((await response.json()) as { docs: { id: number }[] }).docs[0].id
}

describe('the workspace socket on the started platform', () => {
  it('lets a signed-in learner load, edit and clear a page, judged in the server process', async () => {
    const ask = await learnerSocket()
    const id = await pageId('python-study-1.print')
    expect((await ask('filetree:load', { pageId: id })).files[0].path).toBe('main.py')
    await ask('file:write', { pageId: id, path: 'main.py', content: "print('Hello Python')\n" })
    const result = await ask('code:submit', { pageId: id })
    expect(result).toMatchObject({ ok: true, cleared: true, exp: { gained: 10 } })
  })

  it('judges an html page with ImageJudge in the warm Chromium', async () => {
    const ask = await learnerSocket()
    // A free Sass page: its style.scss compiled into the page, pictured beside the model answer's.
    const id = await pageId('sass-study-1.nesting')
    await ask('filetree:load', { pageId: id })
    const answer = path.join(contentDir, 'courses', 'sass', 'sass-study-1', 'pages', '01-nesting', 'answer')
    for (const file of fs.readdirSync(answer)) await ask('file:write', { pageId: id, path: file, content: fs.readFileSync(path.join(answer, file), 'utf8') })
    const result = await ask('code:submit', { pageId: id })
    // The failed checks' messages first: an ERROR names its cause there.
    expect(result.checks.filter((c: { passed: boolean }) => !c.passed).map((c: { message: { en: string } }) => c.message.en)).toEqual([])
    expect(result.checks.map((c: { detail?: { state?: string } }) => c.detail?.state).filter(Boolean)).toEqual(['SUCCESS'])
    expect(result.cleared).toBe(true)
  })
})
