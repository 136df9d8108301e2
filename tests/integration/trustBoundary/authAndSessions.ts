import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { generate } from 'otplib'
import type { Payload } from 'payload'
import type { Server } from 'socket.io'
import { io as connect, type Socket as ClientSocket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxDir } from '@cms/email/outbox'
import { Pools } from '@judge/sandbox/pools'
import { attachJudgeSocket } from '@judge/socket/attach'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { siteRoutes } from '@server/siteRoutes'
import { sitePreviewRoutes } from '@server/sitePreviewRoutes'
import { ApiClient, browserClient, type ApiServer } from '../../support/apiServer'
import { useApiServer } from '../../support/useApiServer'
import { createLessonWithPages, createUser, unique } from '../../support/fixtures'
import { grantPlan, revokePlan } from '../../support/plans'
import { mailsTo } from '../../support/outbox'

/**
 * The auth and session findings of the trust boundary (1, 4, 7, 8, 9, 10, 12, 14; docs/sessions.md): each
 * test performs the attack over HTTP or a real socket.io client against the real server parts and asserts it
 * is refused. Part of tests/integration/trustBoundary.test.ts, which imports this module; its hooks start its
 * own API server, judge socket and site routes.
 */
let payload: Payload
let server: ApiServer
useApiServer((started) => ({ payload, server } = started))

/** The judge socket and the site's server routes, each on its own port of this worker. */
let judge: { url: string; io: Server }
let site: { url: string; close: () => Promise<void> }
const sockets: ClientSocket[] = []
beforeAll(async () => {
  const judgeHttp = http.createServer()
  const io = attachJudgeSocket(judgeHttp, { payload, pools: new Pools([]) })
  await new Promise<void>((resolve) => judgeHttp.listen(0, '127.0.0.1', resolve))
  judge = { url: `http://127.0.0.1:${(judgeHttp.address() as AddressInfo).port}`, io }
  const app = express().use(siteRoutes({ payload })).use(sitePreviewRoutes({ payload, onOpen: () => undefined }))
  const siteHttp = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => siteHttp.once('listening', resolve))
  site = { url: `http://127.0.0.1:${(siteHttp.address() as AddressInfo).port}`, close: () => new Promise((resolve) => siteHttp.close(() => resolve())) }
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await new Promise<void>((resolve) => judge.io.close(() => resolve()))
  await site.close()
})

const EVIL = 'https://evil.example'
const PASSWORD = 'secret-pass'
const email = () => `attack-${unique()}@example.test`

const browser = () => browserClient(server.url)

/** A learner signed up through the site's form: the browser and the address. */
async function signedUpLearner() {
  const client = await browser()
  const address = email()
  expect((await client.call('POST', '/users.json', { json: { user: { email: address, password: PASSWORD, name: 'Learner' } } })).status).toBe(200)
  const user = (await payload.find({ collection: 'users', where: { email: { equals: address } }, limit: 1 })).docs[0]
  return { client, address, user }
}

/** A learner with two-factor on (the settings' flow): the browser, the address and the app's secret. */
async function twoFactorLearner() {
  const learner = await signedUpLearner()
  const setup = await learner.client.call('POST', '/api/users/two_factor/setup')
  const enabled = await learner.client.call('POST', '/api/users/two_factor/enable', { json: { code: await generate({ secret: setup.body.secret }) } })
  expect(enabled.status).toBe(200)
  return { ...learner, secret: setup.body.secret as string }
}

/** A request carrying only the given session cookie (an old one, say), as another browser would send it. */
const withCookie = (cookie: string, path = '/api/users/me') => fetch(`${server.url}${path}`, { headers: { cookie: `payload-token=${cookie}` } })
const sessionUser = async (cookie: string) => ((await (await withCookie(cookie)).json()) as { user: unknown }).user

/** A socket of the judge with the given headers, connected (or the connection error). */
async function socketWith(headers: Record<string, string>): Promise<ClientSocket> {
  const socket = connect(judge.url, { ...SOCKET_CLIENT_OPTIONS, reconnection: false, extraHeaders: headers })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return socket
}
type Answer = { ok: boolean; code?: string; [key: string]: unknown }
const send = (socket: ClientSocket, event: string, data: unknown) => socket.timeout(20_000).emitWithAck(event, data) as Promise<Answer>

describe('findings: auth and sessions', () => {
  it('1. a second factor on every way in: Payload login, password resets and re-keying without the password are refused', async () => {
    const { client, address, secret } = await twoFactorLearner()

    // A signed-in browser (borrowed, say) cannot re-key two-factor without the password.
    const rekey = await client.call('POST', '/api/users/two_factor/setup?locale=en', { json: {} })
    expect([rekey.status, rekey.body]).toEqual([422, { errors: { password: ['Password is required'] } }])
    const enable = await client.call('POST', '/api/users/two_factor/enable?locale=en', { json: { code: await generate({ secret }) } })
    expect([enable.status, enable.body]).toEqual([422, { errors: { password: ['Password is required'] } }])
    const withRightPassword = await client.call('POST', '/api/users/two_factor/setup', { json: { password: PASSWORD } })
    expect(withRightPassword.body.secret).toMatch(/^[A-Z2-7]+$/)

    // Payload's own login route with the password only: no session, no token.
    const attacker = new ApiClient(server.url)
    const login = await attacker.call('POST', '/api/users/login', { json: { email: address, password: PASSWORD } })
    expect([login.status, attacker.cookies.has('payload-token'), JSON.stringify(login.body).includes('token')]).toEqual([403, false, false])
    // GraphQL's loginUsers is not mounted at all.
    const graphql = await attacker.call('POST', '/api/graphql', { json: { query: `mutation { loginUsers(email: "${address}", password: "${PASSWORD}") { token } }` } })
    expect([graphql.status === 200, attacker.cookies.has('payload-token')]).toEqual([false, false])

    // A mailed reset token opens no session: Payload's own reset route refuses it, the site's sets the password only.
    expect((await attacker.call('POST', '/api/users/forgot-password', { json: { email: address } })).status).toBe(200)
    // Payload sends the mail after it answers.
    const resetLink = async () => (await mailsTo(outboxDir(), address)).map((m) => /https?:\/\/\S+\/users\/password\/edit\?\S+/.exec(m.text ?? '')?.[0]).find(Boolean)
    await expect.poll(resetLink).toBeTruthy()
    const token = new URL((await resetLink())!).searchParams.get('reset_password_token')!
    const payloadReset = await attacker.call('POST', '/api/users/reset-password', { json: { token, password: 'taken-over-1' } })
    expect([payloadReset.status, attacker.cookies.has('payload-token')]).toEqual([403, false])
    const resetter = await browser()
    const reset = await resetter.call('PUT', '/api/users/password', { json: { user: { reset_password_token: token, password: 'taken-over-2', password_confirmation: 'taken-over-2' } } })
    expect([reset.status, reset.body, resetter.cookies.has('payload-token')]).toEqual([200, { afterLoginPath: '/users/sign_in', twoFactorRequired: true }, false])
    // The new password still needs the code, and the reset signed every browser out.
    const withPassword = await resetter.call('POST', '/users/sign_in.json', { json: { user: { email: address, password: 'taken-over-2' } } })
    expect([withPassword.body, resetter.cookies.has('payload-token')]).toEqual([{ twoFactorRequired: true }, false])
    expect((await client.call('GET', '/api/users/me')).body.user).toBeNull()
  })

  it("4. Payload's update and delete cannot change a learner's password or email, or delete the account, without the learner calls' checks", async () => {
    const { client, address, user } = await signedUpLearner()
    const patched = await client.call('PATCH', `/api/users/${user.id}`, { json: { password: 'changed-pass', email: email() } })
    expect(patched.status).toBe(403)
    const deleted = await client.call('DELETE', `/api/users/${user.id}`)
    expect(deleted.status).toBe(403)
    const after = await payload.findByID({ collection: 'users', id: user.id })
    expect(after.email).toBe(address)
    expect((await (await browser()).call('POST', '/users/sign_in.json', { json: { user: { email: address, password: PASSWORD } } })).status).toBe(200)
    // The learner call keeps working: a new email waits for its confirmation.
    const changed = await client.call('PUT', `/api/users/${user.id}`, { json: { user: { email: email() } } })
    expect([changed.status, changed.body.user.email, changed.body.isEmailSent]).toEqual([200, address, true])
  })

  it('7. cookie-authenticated writes from another Origin or without the token are refused, on Payload routes, learner calls and the socket', async () => {
    const { client, user } = await signedUpLearner()
    const session = client.cookies.get('payload-token')!
    const csrf = client.cookies.get('csrf_token')!
    const cookie = `payload-token=${session}; csrf_token=${csrf}`
    const write = (path: string, headers: Record<string, string>, body: BodyInit, method = 'POST') => fetch(`${server.url}${path}`, { method, headers, body })
    const json = { 'content-type': 'application/json' }
    // Payload's generated routes: another site's page, with the browser's cookies and without the token.
    for (const path of ['/api/payload-preferences/attack', '/api/users/logout', `/api/users/${user.id}/update_read_notifications_at`]) {
      expect((await write(path, { ...json, cookie, origin: EVIL }, JSON.stringify({ value: 1 }))).status, path).toBe(403)
    }
    expect((await write('/api/payload-preferences/attack', { ...json, cookie }, JSON.stringify({ value: 1 }))).status).toBe(403)
    // Even with the token, another site's Origin is refused.
    expect((await write('/api/payload-preferences/attack', { ...json, cookie, origin: EVIL, 'x-csrf-token': csrf }, JSON.stringify({ value: 1 }))).status).toBe(403)
    expect(await sessionUser(session)).not.toBeNull()
    // A multipart login form posted from another site.
    const victim = await signedUpLearner()
    const form = new FormData()
    form.set('email', victim.address)
    form.set('password', PASSWORD)
    const posted = await fetch(`${server.url}/api/users/login`, { method: 'POST', headers: { origin: EVIL }, body: form })
    expect([posted.status, posted.headers.getSetCookie().some((c) => c.startsWith('payload-token='))]).toEqual([403, false])
    // An Authorization header does not turn the check off for a cookie-authenticated request.
    for (const authorization of ['Basic dXNlcjpwYXNz', `JWT ${session}`]) {
      const answer = await client.call('PUT', `/api/users/${user.id}`, { json: { user: { name: 'csrf' } }, csrf: false, headers: { authorization } })
      expect(answer.status, authorization).toBe(403)
    }
    expect((await payload.findByID({ collection: 'users', id: user.id })).name).toBe('Learner')
    // The socket: another site's page cannot open one with the cookie; a script with its token and no Origin can.
    await expect(socketWith({ cookie: `payload-token=${session}`, origin: EVIL })).rejects.toThrow()
    const script = await socketWith({ authorization: `JWT ${session}` })
    expect(script.connected).toBe(true)
  })

  it('8. an open socket loses Plus answers when the plan is revoked and is closed when the session is signed out', async () => {
    const { plusPage } = await createLessonWithPages(payload)
    const { client, user } = await signedUpLearner()
    const grant = await grantPlan(payload, user.id, 'plus')
    const socket = await socketWith({ cookie: `payload-token=${client.cookies.get('payload-token')}` })
    const entitled = await send(socket, 'solutions:load', { pageId: plusPage.id, kind: 'answer' })
    expect(entitled.ok).toBe(true)

    await revokePlan(payload, grant)
    const revoked = await send(socket, 'solutions:load', { pageId: plusPage.id, kind: 'answer' })
    expect([revoked.ok, revoked.code, revoked.answerFiles]).toEqual([false, 'forbidden', undefined])

    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)))
    expect((await client.call('DELETE', '/users/sign_out')).status).toBe(204)
    expect(await closed).toBe('io server disconnect')
  })

  it('9. sign-out ends the session on the server; a password change ends the others and keeps this browser signed in', async () => {
    const { client, address } = await signedUpLearner()
    const signedOut = client.cookies.get('payload-token')!
    expect(await sessionUser(signedOut)).not.toBeNull()
    expect((await client.call('DELETE', '/users/sign_out')).status).toBe(204)
    // The old cookie, replayed, no longer authenticates anything.
    expect(await sessionUser(signedOut)).toBeNull()
    expect((await withCookie(signedOut, '/api/users/me_for_account')).status).toBe(401)

    const here = await browser()
    const elsewhere = await browser()
    for (const b of [here, elsewhere]) await b.call('POST', '/users/sign_in.json', { json: { user: { email: address, password: PASSWORD } } })
    const before = here.cookies.get('payload-token')!
    const changed = await here.call('PUT', '/api/users/update_password', { json: { user: { current_password: PASSWORD, password: 'next-pass', password_confirmation: 'next-pass' } } })
    expect(changed.status).toBe(204)
    expect(here.cookies.get('payload-token')).not.toBe(before)
    expect((await here.call('GET', '/api/users/me')).body.user).toMatchObject({ email: address })
    expect(await sessionUser(before)).toBeNull()
    expect((await elsewhere.call('GET', '/api/users/me')).body.user).toBeNull()
  })

  it('10. redirects stay on the site: locale switch and staff preview entrance refuse //host, /\\host, encoded forms and nested locale prefixes', async () => {
    const staff = await createUser(payload, { roles: ['staff'] })
    const { token } = await payload.login({ collection: 'users', data: { email: staff.email, password: 'password123' } })
    const attacks = ['/en//evil.example', '/en/en//evil.example', '//evil.example', '/\\evil.example', '/en/\\evil.example', '/%2F%2Fevil.example', '/en/%2F/evil.example', '/%5Cevil.example', '/en/%252F%252Fevil.example', '/en/\t/evil.example']
    const locationOf = async (path: string, cookie = '') => {
      const answer = await fetch(`${site.url}${path}`, { redirect: 'manual', headers: { cookie } })
      return answer.headers.get('location')
    }
    /** A Location a browser follows to this site: a path that starts with one slash (or none: nothing to follow). */
    const staysOnSite = (location: string | null) => location === null || (/^\/(?![/\\])/.test(location) && new URL(location, site.url).host === new URL(site.url).host)
    for (const attack of attacks) {
      const locations = [
        await locationOf(`/switch_locale/ja?path=${encodeURIComponent(attack)}`),
        await locationOf(`/switch_locale/en?path=${encodeURIComponent(attack)}`),
        await locationOf(`/preview/enter?locale=ja&path=${encodeURIComponent(attack)}`, `payload-token=${token}`),
        await locationOf(`/preview/exit?path=${encodeURIComponent(attack)}`),
      ]
      expect(locations.filter((location) => !staysOnSite(location)), attack).toEqual([])
      // The locale switch always answers a redirect; to the locale's home when the path was refused.
      expect(locations[0]).not.toBeNull()
    }
    expect(await locationOf(`/switch_locale/ja?path=${encodeURIComponent('/en//evil.example')}`)).toBe('/')
    // Same-site paths still work.
    expect(await locationOf(`/switch_locale/en?path=${encodeURIComponent('/courses?tab=1')}`)).toBe('/en/courses?tab=1')
  })

  it('12. every cookie the platform sets is Secure when the public origin is https', async () => {
    const previous = process.env.PUBLIC_URL
    process.env.PUBLIC_URL = 'https://learn.example.test'
    try {
      const issued = await fetch(`${server.url}/api/csrf_token`)
      const address = email()
      const csrf = /csrf_token=([^;]+)/.exec(issued.headers.getSetCookie()[0])![1]
      const signUp = await fetch(`${server.url}/users.json`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf }, body: JSON.stringify({ user: { email: address, password: PASSWORD, name: 'Learner' } }) })
      const locale = await fetch(`${site.url}/switch_locale/en?path=/courses`, { redirect: 'manual' })
      const cookies = [...issued.headers.getSetCookie(), ...signUp.headers.getSetCookie(), ...locale.headers.getSetCookie()]
      expect(cookies.map((c) => c.split('=')[0])).toEqual(expect.arrayContaining(['csrf_token', 'payload-token', 'locale', 'flash']))
      for (const cookie of cookies) expect(cookie, cookie.split('=')[0]).toMatch(/;\s*Secure/i)
    } finally {
      if (previous === undefined) delete process.env.PUBLIC_URL
      else process.env.PUBLIC_URL = previous
    }
  })

  it("14. /api/users/me answers the spec's session shape and never the token", async () => {
    const { client, user } = await signedUpLearner()
    const me = await client.call('GET', '/api/users/me')
    expect(JSON.stringify(me.body)).not.toContain(client.cookies.get('payload-token')!)
    expect(Object.keys(me.body)).toEqual(['user'])
    expect(me.body.user).toMatchObject({
      id: user.id,
      totalLevel: 1,
      totalLessonCompletionCount: 0,
      countryCode: 'JP', // signed up in Japanese (cms/api/session/countryAtSignUp.ts)
      joinedCompanies: [],
      plus: false,
      subscribing: false,
      subscription: null,
      canAccessFreeTrial: expect.any(Boolean),
      userEmailStatus: 'unconfirmed',
      displayRanking: true,
    })
    expect(JSON.stringify(me.body)).not.toMatch(/"token"|"exp"|sessions|hash|salt|totpSecret/)
    expect((await new ApiClient(server.url).call('GET', '/api/users/me')).body).toEqual({ user: null })
  })
})
