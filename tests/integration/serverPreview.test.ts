import express from 'express'
import type { Payload } from 'payload'
import type { Socket as ClientSocket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importCurriculum } from '@content/lib/import'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { SERVER_EVENTS } from '@domain/socket/events'
import { Pools } from '@judge/sandbox/pools'
import { SERVER_PREVIEW_PREFIX } from '@judge/sandbox/serverPreviews'
import { serverPreviewProxy } from '../../server/serverPreviewProxy'
import { createUser } from '../support/fixtures'
import { connectWorkspace, listenJudgeSocket, sessionToken, type JudgeSocketServer } from '../support/judgeSocketServer'
import { starterPage } from '../support/pages'
import { testPayload } from '../support/payload'

/**
 * A Node.js page that starts an HTTP server (plugins/README.md "Servers"; docs/judge-sandbox.md "Previewed
 * servers"): Run answers once the server listens, the socket says where the preview reaches it, the one-port
 * proxy serves it sandboxed and without the platform's cookies, and Stop, a new Run or leaving stops it.
 */
let payload: Payload
let pools: Pools
let server: JudgeSocketServer
const sockets: ClientSocket[] = []
const PAGE = 'nodejs-study-1.http-server'

type Answer = { ok: boolean; [key: string]: any }

async function learner() {
  const socket = await connectWorkspace(server.url, await sessionToken(payload, await createUser(payload)), sockets)
  const ask = (event: string, data: unknown) => socket.timeout(60_000).emitWithAck(event, data) as Promise<Answer>
  return { socket, ask }
}

/** Runs `code` as main.js of the server page; the run's output. */
async function runServer(ask: Awaited<ReturnType<typeof learner>>['ask'], code: string) {
  const page = await starterPage(payload, PAGE)
  await ask('file:write', { pageId: page.id, path: 'main.js', content: code })
  return { page, answer: await ask('code:run', { pageId: page.id }) }
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' })

const serving = (body: string, port = 3000) => `const http = require('http');
http.createServer((req, res) => {
  res.setHeader('Set-Cookie', 'learner=1');
  res.writeHead(200, { 'Content-Type': 'text/html' });
  res.end(${body});
}).listen(${port}, () => console.log('listening'));
`

beforeAll(async () => {
  payload = await testPayload()
  await importCurriculum(payload, readCurriculum(contentDir))
  pools = new Pools()
  await pools.ready()
  server = await listenJudgeSocket({ payload, pools }, express().use(SERVER_PREVIEW_PREFIX, serverPreviewProxy(pools.serverPreviews)))
})
afterAll(async () => {
  for (const s of sockets) s.close()
  await server?.close()
  await pools?.close()
})

describe('a page that starts an HTTP server', () => {
  it('answers the Run once the server listens and previews it through the platform port', async () => {
    const { socket, ask } = await learner()
    const ready = new Promise<any>((resolve) => socket.once(SERVER_EVENTS.serversReady, resolve))
    const answer = (await runServer(ask, (await readCurriculumAnswer()).content)).answer
    expect(answer.output).toMatchObject({ status: 'ok', stdout: 'Server running at http://localhost:3000/\n', servers: [{ port: 3000, url: expect.stringMatching(/^\/servers\/[\w-]{24}\/3000\/$/) }] })
    const url = answer.output.servers[0].url
    expect(await ready).toMatchObject({ servers: [{ port: 3000, url }] })

    const page = await get(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toBe('<h1>Hello from Node!</h1>')
    // Served sandboxed wherever it is opened: never as the platform's origin.
    expect(page.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts/)
    // Without the trailing slash the address is redirected to it, so relative links resolve in the preview.
    const bare = await get(url.slice(0, -1))
    expect([bare.status, bare.headers.get('location')]).toEqual([307, url])
  })

  it("never hands the learner's server the platform's cookies nor the browser its cookies", async () => {
    const { ask } = await learner()
    const { answer } = await runServer(ask, serving('JSON.stringify({ cookie: req.headers.cookie ?? null, auth: req.headers.authorization ?? null, url: req.url })'))
    const response = await get(`${answer.output.servers[0].url}hello?x=1`, { Cookie: 'payload-token=secret', Authorization: 'JWT secret' })
    expect(await response.json()).toEqual({ cookie: null, auth: null, url: '/hello?x=1' })
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('keeps root-relative links and redirects inside the preview', async () => {
    const { ask } = await learner()
    const { answer } = await runServer(ask, serving(`'<a href="/about">About</a><img src="/logo.png"><a href="//example.com/x">x</a>'`))
    const url: string = answer.output.servers[0].url
    const prefix = url.slice(0, -1)
    expect(await (await get(url)).text()).toBe(`<a href="${prefix}/about">About</a><img src="${prefix}/logo.png"><a href="//example.com/x">x</a>`)

    const redirecting = await runServer(ask, `require('http').createServer((req, res) => {
  res.writeHead(302, { Location: '/about' });
  res.end();
}).listen(8080);
`)
    const moved = await get(`${redirecting.answer.output.servers[0].url}old`)
    expect([moved.status, moved.headers.get('location')]).toEqual([302, `${redirecting.answer.output.servers[0].url}about`])
  })

  it('refuses an address that is not a running server, in the reader\'s language', async () => {
    const { ask } = await learner()
    const { answer } = await runServer(ask, serving("'hi'"))
    const [, , token] = answer.output.servers[0].url.split('/')
    const forged = await get(`/servers/${'A'.repeat(24)}/3000/`, { 'Accept-Language': 'en' })
    expect(forged.status).toBe(404)
    expect(await forged.text()).toContain('This server is not running')
    // The right token on a port the program does not serve.
    expect((await get(`/servers/${token}/4000/`, { 'Accept-Language': 'ja' })).status).toBe(404)
  })

  it('stops the server on Stop, on the next Run, and when the learner leaves', async () => {
    const { socket, ask } = await learner()
    const first = (await runServer(ask, serving("'first'"))).answer.output.servers[0].url
    const { page, answer } = await runServer(ask, serving("'second'"))
    const second = answer.output.servers[0].url
    expect((await get(first)).status).toBe(404)
    expect(await (await get(second)).text()).toBe('second')
    expect(await ask('code:stop', { pageId: page.id })).toMatchObject({ ok: true, stopped: true })
    expect((await get(second)).status).toBe(404)

    const third = (await runServer(ask, serving("'third'"))).answer.output.servers[0].url
    expect((await get(third)).status).toBe(200)
    socket.close()
    await expect.poll(async () => (await get(third)).status, { timeout: 10_000 }).toBe(404)
  })

  it('judges the model answer, and a run that keeps no server gives no preview address', async () => {
    const { ask } = await learner()
    const page = await starterPage(payload, PAGE)
    await ask('file:write', { pageId: page.id, path: 'main.js', content: (await readCurriculumAnswer()).content })
    expect(await ask('code:submit', { pageId: page.id })).toMatchObject({ ok: true, cleared: true })
    // A run that keeps no server answers with its ports only: there is no preview address to reach.
    const ran = await pools.runnerFor('nodejs', [], 'user:judge-only')([{ path: 'main.js', content: serving("'x'") }])
    expect(ran).toMatchObject({ status: 'ok', servers: [{ port: 3000 }] })
    expect(ran.servers![0].url).toBeUndefined()
  })
})

async function readCurriculumAnswer() {
  const lesson = readCurriculum(contentDir).courses.flatMap((c) => c.lessons).find((l) => l.lesson.slug === 'nodejs-study-1')!
  return lesson.pages.find((p) => p.page.slug === 'http-server')!.answerFiles[0]
}
