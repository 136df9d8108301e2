import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import type { Payload } from 'payload'
import { io as connect, type Socket as ClientSocket } from 'socket.io-client'
import type { Server } from 'socket.io'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page, User } from '@cms/payload-types'
import { importCurriculum } from '@content/lib/import'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { localized } from '@domain/i18n/messages'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { Pools } from '@judge/sandbox/pools'
import { attachJudgeSocket } from '@judge/socket/attach'
import { siteRoutes } from '@server/siteRoutes'
import { startApiServer, type ApiServer } from '../support/apiServer'
import { createUser } from '../support/fixtures'
import { starterPage } from '../support/pages'
import { testPayload } from '../support/payload'

/**
 * Unitised projects (docs/workspace.md "Dojo topics", docs/routes.md): a learner asks for the hints and the
 * answer of a Dojo page they have not cleared, through the real judge socket and the REST API, and is refused;
 * after a clear the socket gives them. Also the project page's address without "beta".
 */
let payload: Payload
let pools: Pools
let judge: { url: string; io: Server }
let api: ApiServer
const sockets: ClientSocket[] = []

type Answer = { ok: boolean; [key: string]: any }
const send = (socket: ClientSocket, event: string, data: unknown) => socket.timeout(30_000).emitWithAck(event, data) as Promise<Answer>

async function tokenOf(user: User) {
  return (await payload.login({ collection: 'users', data: { email: user.email, password: 'password123' } })).token!
}

async function socketOf(user: User) {
  const socket = connect(judge.url, { ...SOCKET_CLIENT_OPTIONS, extraHeaders: { Authorization: `JWT ${await tokenOf(user)}` } })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return socket
}

const infoOf = async (user: User, page: Page) =>
  (await payload.find({ collection: 'user_page_infos', where: { and: [{ user: { equals: user.id } }, { page: { equals: page.id } }] }, depth: 0, overrideAccess: true })).docs[0]
const answerEvents = async (user: User) =>
  (await payload.find({ collection: 'application_events', where: { and: [{ user: { equals: user.id } }, { target: { equals: 'answer_opened' } }] }, depth: 0, overrideAccess: true })).totalDocs

async function writeFiles(socket: ClientSocket, page: Page, files: { path: string; content?: string | null }[]) {
  for (const file of files) expect((await send(socket, 'file:write', { pageId: page.id, path: file.path, content: file.content ?? '' })).ok).toBe(true)
}

beforeAll(async () => {
  payload = await testPayload()
  await importCurriculum(payload, readCurriculum(contentDir))
  pools = new Pools()
  await pools.ready()
  const judgeHttp = http.createServer()
  const io = attachJudgeSocket(judgeHttp, { payload, pools })
  await new Promise<void>((resolve) => judgeHttp.listen(0, '127.0.0.1', resolve))
  judge = { url: `http://127.0.0.1:${(judgeHttp.address() as AddressInfo).port}`, io }
  api = await startApiServer()
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await new Promise<void>((resolve) => judge.io.close(() => resolve()))
  await api?.close()
  await pools?.close()
})

describe('a Dojo topic', () => {
  it('is marked in the starter curriculum: each web course has a project with a Dojo topic', async () => {
    for (const slug of ['html-css-project-2.name-style', 'javascript-project-2.discount']) {
      const page = await starterPage(payload, slug)
      const topic = await payload.findByID({ collection: 'topics', id: page.topic as number, depth: 0, overrideAccess: true })
      expect(topic.isDojo).toBe(true)
    }
    const plain = await starterPage(payload, 'html-css-project-1.introduction')
    expect((await payload.findByID({ collection: 'topics', id: plain.topic as number, depth: 0, overrideAccess: true })).isDojo).toBe(false)
  })

  it('refuses the hints and the answer of a page the learner has not cleared, whatever they try, and gives them after a clear', async () => {
    const page = await starterPage(payload, 'html-css-project-2.name-style')
    const learner = await createUser(payload)
    const socket = await socketOf(learner)
    const refused = { ok: false, code: 'dojo', error: localized('workspace.dojoNotCleared') }

    // Asked straight away, in every locale, and for the answer.
    for (const locale of ['ja', 'en', 'id']) expect(await send(socket, 'solutions:load', { pageId: page.id, kind: 'hints', locale })).toEqual(refused)
    expect(await send(socket, 'solutions:load', { pageId: page.id, kind: 'answer', locale: 'ja' })).toEqual(refused)
    // Reporting the dialog as opened does not open anything either.
    expect(await send(socket, 'solutions:track', { pageId: page.id, action: 'hint_opened' })).toEqual({ ok: true })
    expect(await send(socket, 'solutions:load', { pageId: page.id, kind: 'answer', locale: 'ja' })).toEqual(refused)

    // Working on the page is not clearing it: saved files, a run, a failing submission.
    expect((await send(socket, 'filetree:load', { pageId: page.id })).completed).toBe(false)
    const wrong = await send(socket, 'code:submit', { pageId: page.id })
    expect(wrong).toMatchObject({ ok: true, cleared: false })
    await writeFiles(socket, page, page.answerFiles!)
    expect(await send(socket, 'solutions:load', { pageId: page.id, kind: 'hints', locale: 'en' })).toEqual(refused)
    expect(await send(socket, 'solutions:load', { pageId: page.id, kind: 'answer', locale: 'en' })).toEqual(refused)

    // Nothing was handed out or remembered as seen.
    expect((await infoOf(learner, page))?.answerFlag ?? false).toBe(false)
    expect(await answerEvents(learner)).toBe(0)

    // The REST API never gives a learner hints or answers, Dojo or not.
    const rest = await fetch(`${api.url}/api/pages/${page.id}?depth=0`, { headers: { Authorization: `JWT ${await tokenOf(learner)}` } })
    expect(rest.status).toBe(200)
    const body = (await rest.json()) as Record<string, unknown>
    expect(body.id).toBe(page.id)
    for (const field of ['hints', 'answerFiles', 'judges', 'hiddenFiles']) expect(body[field] ?? [], field).toEqual([])

    // Cleared once: the hints (in the asked locale) and the answer are given.
    expect(await send(socket, 'code:submit', { pageId: page.id })).toMatchObject({ ok: true, cleared: true })
    expect((await infoOf(learner, page))?.completed).toBe(true)
    const [ja, en] = await Promise.all(['ja', 'en'].map((locale) => send(socket, 'solutions:load', { pageId: page.id, kind: 'hints', locale })))
    expect(ja.ok && en.ok).toBe(true)
    expect(ja.hints.length).toBeGreaterThan(0)
    expect(en.hints).not.toEqual(ja.hints)
    const answer = await send(socket, 'solutions:load', { pageId: page.id, kind: 'answer', locale: 'ja' })
    expect(answer).toMatchObject({ ok: true, answerFlag: true })
    expect(answer.answerFiles).toEqual(page.answerFiles!.map((f) => ({ path: f.path, content: f.content })))
    expect(await answerEvents(learner)).toBe(1)
  })

  it("keeps one learner's clear from opening the page for another", async () => {
    const page = await starterPage(payload, 'javascript-project-2.discount')
    const [first, second] = [await createUser(payload), await createUser(payload)]
    const firstSocket = await socketOf(first)
    await writeFiles(firstSocket, page, page.answerFiles!)
    expect(await send(firstSocket, 'code:submit', { pageId: page.id })).toMatchObject({ ok: true, cleared: true })
    expect((await send(firstSocket, 'solutions:load', { pageId: page.id, kind: 'hints', locale: 'en' })).ok).toBe(true)

    const secondSocket = await socketOf(second)
    expect(await send(secondSocket, 'solutions:load', { pageId: page.id, kind: 'hints', locale: 'en' })).toMatchObject({ ok: false, code: 'dojo' })
    expect(await send(secondSocket, 'solutions:load', { pageId: page.id, kind: 'answer', locale: 'en' })).toMatchObject({ ok: false, code: 'dojo' })
  })

  it('leaves the pages of other topics as they were, and lets staff see a Dojo page’s hints and answer', async () => {
    const learner = await createUser(payload)
    const socket = await socketOf(learner)
    const plain = await starterPage(payload, 'javascript-project-1.shop-name')
    expect((await send(socket, 'solutions:load', { pageId: plain.id, kind: 'hints', locale: 'en' })).hints.length).toBeGreaterThan(0)

    const dojo = await starterPage(payload, 'javascript-project-2.discount')
    const staffSocket = await socketOf(await createUser(payload, { roles: ['staff'] }))
    expect((await send(staffSocket, 'solutions:load', { pageId: dojo.id, kind: 'hints', locale: 'en' })).hints.length).toBeGreaterThan(0)
    expect((await send(staffSocket, 'solutions:load', { pageId: dojo.id, kind: 'answer', locale: 'en' })).answerFiles.length).toBeGreaterThan(0)
  })
})

describe('the project page without "beta"', () => {
  it('redirects permanently to the project page under /courses/beta/, in the same locale, with the query', async () => {
    const app = express().use(siteRoutes({ payload }))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const location = async (path: string) => {
        const response = await fetch(`${base}${path}`, { redirect: 'manual' })
        return [response.status, response.headers.get('location')]
      }
      expect(await location('/courses/html-css/projects/profile-site')).toEqual([301, '/courses/beta/html-css/projects/profile-site'])
      expect(await location('/en/courses/javascript/projects/receipt/?ref=mail')).toEqual([301, '/en/courses/beta/javascript/projects/receipt?ref=mail'])
      // The beta path itself and other course paths are not touched.
      expect((await location('/courses/beta/html-css/projects/profile-site'))[0]).toBe(404)
      expect((await location('/courses/html-css/projects'))[0]).toBe(404)
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
