import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { EVENTS_PER_MINUTE } from '@cms/api/events/recordEvent'
import { LOGS_PER_MINUTE } from '@cms/api/javascriptLogs/recordLog'
import { runSql, sql } from '@cms/sql/runSql'
import { errorGroups } from '@cms/telemetry/errorGroups'
import { eventStats } from '@cms/telemetry/eventStats'
import { ApiClient, type ApiServer } from '../support/apiServer'
import { createUser, unique } from '../support/fixtures'
import { useApiServer } from '../support/useApiServer'

/** The site's events and JavaScript logs (docs/learner-api.md "Events", "JavaScript logs") and the staff views' counts. */

let payload: Payload
let server: ApiServer
useApiServer((started) => ({ payload, server } = started))

/** A browser from its own address (the platform server writes x-forwarded-for; server/clientAddress.ts), signed in as `user` or a visitor. */
async function browser(user?: { email: string }) {
  const client = new ApiClient(server.url)
  const id = unique()
  const address = { 'x-forwarded-for': `2001:db8::${id.slice(0, 4)}:${id.slice(4)}` }
  const call = client.call.bind(client)
  client.call = (method, path, options = {}) => call(method, path, { ...options, headers: { ...address, ...options.headers } })
  await client.call('GET', '/api/csrf_token')
  if (user) expect((await client.call('POST', '/users/sign_in.json', { json: { user: { email: user.email, password: 'password123' } } })).status).toBe(200)
  return client
}

const event = (client: ApiClient, body: Record<string, unknown>) => client.call('POST', '/api/application_events?locale=en', { json: { event: body } })

/** A log payload as the site sends it. */
const logPayload = (fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  date: new Date().toISOString(),
  user_id: null,
  user_name: 'not_login',
  tracking_id: randomUUID(),
  type: `TypeError${unique()}`,
  level: 'error',
  backtrace: 'TypeError: x is not a function\n    at start (https://example.test/_astro/page.js:3:14)',
  message: `x is not a function ${unique()}`,
  file: undefined as string | undefined,
  ...fields,
})
const postLog = (client: ApiClient, kind: string, body: unknown) => client.call('POST', `/api/javascript_logs/${kind}?locale=en`, { json: body })
const logsOfType = async (type: string) => (await payload.find({ collection: 'javascript_logs', where: { type: { equals: type } }, depth: 0, sort: 'createdAt', pagination: false, overrideAccess: true })).docs

describe('events (POST /api/application_events)', () => {
  it('stores a page view and an allow-listed click compactly, with the signed-in user', async () => {
    const learner = await createUser(payload)
    const client = await browser(learner)
    const path = `/courses/${unique()}`
    expect((await event(client, { event_type: 'page_view', path, search: '?ref=mail', hash: '', experiments: { hero: 'b' } })).status).toBe(204)
    expect((await event(client, { event_type: 'click', target: 'welcome:analytics', url: path })).status).toBe(204)
    const stored = (await payload.find({ collection: 'application_events', where: { user: { equals: learner.id } }, sort: 'createdAt', depth: 0 })).docs
    expect(stored.map((e) => [e.type, e.target, e.url ?? null, e.detail ?? null])).toEqual([
      // The path is the page view's target column; an empty hash is not kept.
      ['page_view', path, null, { search: '?ref=mail', experiments: { hero: 'b' } }],
      ['click', 'welcome:analytics', path, null],
    ])
  })

  it('refuses an unknown click target or event type with 422 and stores nothing', async () => {
    const client = await browser()
    const before = (await payload.count({ collection: 'application_events' })).totalDocs
    for (const body of [{ event_type: 'click', target: 'banner:abc' }, { event_type: 'click', target: 'header_link:admin' }, { event_type: 'scroll', target: 'header_link:courses' }, { event_type: 'page_view' }]) {
      const answer = await event(client, body)
      expect([answer.status, answer.body]).toEqual([422, { errors: { event: ['There was a problem with this field'] } }])
    }
    expect((await payload.count({ collection: 'application_events' })).totalDocs).toBe(before)
  })

  it(`answers 429 with Retry-After past ${EVENTS_PER_MINUTE} events a minute from one client, and only to that client`, async () => {
    const flooding = await browser()
    const target = `banner:${parseInt(unique(), 16)}`
    const count = async () => (await payload.count({ collection: 'application_events', where: { target: { equals: target } } })).totalDocs
    // Refused events count too: the limit guards the server, whatever the client sends.
    for (let i = 0; i < EVENTS_PER_MINUTE - 1; i++) expect((await event(flooding, { event_type: 'click', target: 'nothing:allowed' })).status).toBe(422)
    expect((await event(flooding, { event_type: 'click', target })).status).toBe(204)
    const refused = await event(flooding, { event_type: 'click', target })
    expect([refused.status, refused.body]).toEqual([429, { errors: { base: ['Too many requests. Please wait a moment and try again.'] } }])
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await count()).toBe(1)
    // Another address is its own client.
    expect((await event(await browser(), { event_type: 'click', target })).status).toBe(204)
    expect(await count()).toBe(2)
  })
})

describe('JavaScript logs (POST /api/javascript_logs/{kind})', () => {
  it('stores each kind with the session user, not the user the page names', async () => {
    const learner = await createUser(payload)
    const other = await createUser(payload)
    const client = await browser(learner)
    const error = logPayload({ user_id: other.id, user_name: 'someone else', file: 'https://example.test/_astro/page.js', line: 3 })
    expect((await postLog(client, 'js_error', error)).status).toBe(204)
    const analytics = logPayload({ type: error.type, level: 'info', message: 'lesson opened', backtrace: null })
    expect((await postLog(client, 'analytics', analytics)).status).toBe(204)
    expect((await postLog(await browser(), 'js_debug', logPayload({ type: error.type, level: 'debug', message: 'socket reconnected' }))).status).toBe(204)
    const stored = await logsOfType(error.type)
    expect(stored.map((l) => [l.kind, l.level, l.message, l.file ?? null, l.line ?? null, l.user ?? null])).toEqual([
      ['js_error', 'error', error.message, error.file, 3, learner.id],
      ['analytics', 'info', 'lesson opened', null, null, learner.id],
      ['js_debug', 'debug', 'socket reconnected', null, null, null],
    ])
    expect([stored[0].logId, stored[0].trackingId, stored[0].backtrace, new Date(stored[0].loggedAt!).toISOString()]).toEqual([error.id, error.tracking_id, error.backtrace, error.date])
  })

  it('refuses a payload that does not fit with 422 on its fields and stores nothing', async () => {
    const client = await browser()
    const type = `RangeError${unique()}`
    const refusals: [string, unknown, string[]][] = [
      ['js_error', logPayload({ type, id: 'not-a-uuid' }), ['id']],
      ['js_error', logPayload({ type, date: 'yesterday', level: 'fatal' }), ['date', 'level']],
      ['js_error', logPayload({ type, message: 'x'.repeat(1001) }), ['message']],
      ['js_error', logPayload({ type, backtrace: 'x'.repeat(8001), line: -1 }), ['backtrace', 'line']],
      ['js_error', logPayload({ type, message: '' }), ['message']],
      ['js_error', { ...logPayload({ type }), id: undefined }, ['id']],
      // Only the error log carries a file and line; no payload carries fields of its own.
      ['analytics', logPayload({ type, file: 'page.js', line: 1 }), ['base']],
      ['js_debug', logPayload({ type, cookie: 'secret' }), ['base']],
    ]
    for (const [kind, body, fields] of refusals) {
      const answer = await postLog(client, kind, body)
      expect([kind, answer.status, Object.keys(answer.body.errors).sort()]).toEqual([kind, 422, fields])
    }
    expect(await logsOfType(type)).toEqual([])
  })

  it('drops the two known ignorable errors, on their lines only', async () => {
    const client = await browser()
    const type = `TypeError${unique()}`
    const sent = [
      ["Cannot read properties of undefined (reading 'status')", 24],
      ["undefined is not an object (evaluating 'response.status')", 24],
      ["Can't find variable: webkit", 29],
      ["Cannot read properties of undefined (reading 'status')", 25],
      ["Can't find variable: webkit", 24],
    ] as const
    for (const [message, line] of sent) expect((await postLog(client, 'js_error', logPayload({ type, message, line, file: 'https://example.test/x.js' }))).status).toBe(204)
    expect((await logsOfType(type)).map((l) => [l.message, l.line])).toEqual([
      ["Cannot read properties of undefined (reading 'status')", 25],
      ["Can't find variable: webkit", 24],
    ])
  })

  it(`answers 429 past ${LOGS_PER_MINUTE} logs a minute from one signed-in learner, wherever they send from`, async () => {
    const learner = await createUser(payload)
    const type = `Flood${unique()}`
    const first = await browser(learner)
    for (let i = 0; i < LOGS_PER_MINUTE; i++) expect((await postLog(first, 'js_error', logPayload({ type }))).status).toBe(204)
    // A second browser of the same account (another address) shares the account's limit.
    const refused = await postLog(await browser(learner), 'analytics', logPayload({ type, level: 'info' }))
    expect([refused.status, refused.body.errors.base]).toEqual([429, ['Too many requests. Please wait a moment and try again.']])
    expect(await logsOfType(type)).toHaveLength(LOGS_PER_MINUTE)
  })

  it('lets a learner read no event or log through REST or GraphQL, and write none through Payload', async () => {
    const learner = await createUser(payload)
    const client = await browser(learner)
    const log = await payload.create({ collection: 'javascript_logs', data: { kind: 'js_error', type: 'TypeError', level: 'error', message: 'secret', fingerprint: 'f', user: learner.id } })
    const own = await payload.create({ collection: 'application_events', data: { type: 'click', target: 'header_link:courses', user: learner.id } })
    for (const path of ['/api/javascript_logs', `/api/javascript_logs/${log.id}`, '/api/javascript_logs/count', '/api/application_events', `/api/application_events/${own.id}`, '/api/application_events/count']) {
      expect([path, (await client.call('GET', path)).status]).toEqual([path, 403])
    }
    expect((await client.call('POST', '/api/javascript_logs', { json: { kind: 'js_error', type: 'TypeError', level: 'error', message: 'planted', fingerprint: 'f' } })).status).toBe(403)
    expect((await client.call('PATCH', `/api/javascript_logs/${log.id}`, { json: { message: 'changed' } })).status).toBe(403)
    expect((await client.call('DELETE', `/api/javascript_logs/${log.id}`)).status).toBe(403)
    for (const query of ['{ JavascriptLogs { docs { message } } }', '{ ApplicationEvents { docs { target } } }']) {
      const answer = await client.call('POST', '/api/graphql', { json: { query } })
      expect([answer.status, JSON.stringify(answer.body ?? '')]).toEqual([404, expect.not.stringContaining('secret')])
    }
    expect((await payload.findByID({ collection: 'javascript_logs', id: log.id, depth: 0 })).message).toBe('secret')
    // Staff read them.
    const staff = await browser(await createUser(payload, { roles: ['staff'] }))
    expect((await staff.call('GET', `/api/javascript_logs/${log.id}`)).body.message).toBe('secret')
  })
})

describe('the staff views counts (cms/telemetry)', () => {
  /** Rows dated far ahead, so that the other files' rows (dated now) fall outside the counted span. */
  async function eventAt(type: 'page_view' | 'click', target: string, at: string) {
    const doc = await payload.create({ collection: 'application_events', data: { type, target }, depth: 0 })
    await runSql(payload, sql`UPDATE application_events SET created_at = ${at} WHERE id = ${doc.id}`)
  }

  it('counts page views and clicks per UTC day over the last 30 days, and the top pages and targets', async () => {
    const now = new Date('2099-03-10T12:00:00.000Z')
    await eventAt('page_view', '/courses', '2099-03-10T00:00:00.000Z')
    await eventAt('page_view', '/courses', '2099-03-09T23:59:59.999Z')
    await eventAt('page_view', '/courses', '2099-03-09T08:00:00.000Z')
    await eventAt('page_view', '/plans', '2099-03-09T09:00:00.000Z')
    await eventAt('page_view', '/', '2099-02-09T09:00:00.000Z') // the first day of the 30
    await eventAt('page_view', '/old', '2099-02-08T23:59:59.999Z') // the day before: not counted
    await eventAt('click', 'header_link:plans', '2099-03-10T11:00:00.000Z')
    await eventAt('click', 'header_link:plans', '2099-03-01T11:00:00.000Z')
    await eventAt('click', 'banner:7', '2099-03-01T12:00:00.000Z')
    const stats = await eventStats(payload, { now })
    expect(stats.days).toHaveLength(30)
    expect([stats.days[0], stats.days.at(-1)]).toEqual([
      { day: '2099-02-09', pageViews: 1, clicks: 0 },
      { day: '2099-03-10', pageViews: 1, clicks: 1 },
    ])
    expect(stats.days.filter((d) => d.pageViews || d.clicks)).toEqual([
      { day: '2099-02-09', pageViews: 1, clicks: 0 },
      { day: '2099-03-01', pageViews: 0, clicks: 2 },
      { day: '2099-03-09', pageViews: 3, clicks: 0 },
      { day: '2099-03-10', pageViews: 1, clicks: 1 },
    ])
    expect(stats.topPages).toEqual([
      { path: '/courses', count: 3 },
      { path: '/', count: 1 },
      { path: '/plans', count: 1 },
    ])
    expect(stats.topTargets).toEqual([
      { target: 'header_link:plans', count: 2 },
      { target: 'banner:7', count: 1 },
    ])
  })

  it('groups the logs by kind and message with counts, first and last seen and the newest backtrace, filtered by kind and type', async () => {
    const client = await browser()
    const type = `TypeError${unique()}`
    const send = (kind: string, message: string, backtrace: string) => postLog(client, kind, logPayload({ type, message, backtrace, ...(kind === 'js_error' && { file: 'https://example.test/a.js', line: 7 }) }))
    for (const [kind, message, backtrace] of [
      ['js_error', 'a is undefined', 'first trace'],
      ['js_error', 'b failed', 'b trace'],
      ['js_error', 'a is undefined', 'second trace'],
      ['js_error', 'a is undefined', 'newest trace'],
      ['js_debug', 'a is undefined', 'debug trace'],
    ]) expect((await send(kind, message, backtrace)).status).toBe(204)
    const stored = await logsOfType(type)
    const { groups, types } = await errorGroups(payload, { type })
    expect(types).toContain(type)
    expect(groups.map((g) => [g.kind, g.message, g.count, g.sample.backtrace])).toEqual([
      ['js_error', 'a is undefined', 3, 'newest trace'],
      // Equal counts: the one seen last first.
      ['js_debug', 'a is undefined', 1, 'debug trace'],
      ['js_error', 'b failed', 1, 'b trace'],
    ])
    const a = stored.filter((l) => l.kind === 'js_error' && l.message === 'a is undefined')
    expect([groups[0].firstSeen, groups[0].lastSeen, groups[0].sample.file, groups[0].sample.line]).toEqual([a[0].createdAt, a[2].createdAt, 'https://example.test/a.js', 7])
    expect((await errorGroups(payload, { type, kind: 'js_debug' })).groups.map((g) => [g.kind, g.count])).toEqual([['js_debug', 1]])
    expect((await errorGroups(payload, { type: `${type}-none` })).groups).toEqual([])
  })
})
