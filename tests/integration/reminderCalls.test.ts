import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { browserClient, type ApiServer } from '../support/apiServer'
import { createUser, unique } from '../support/fixtures'
import { useApiServer } from '../support/useApiServer'

/**
 * The one-time reminder calls (docs/learner-api.md "Preferences") and the reminder data's trust boundary
 * (docs/reminders.md "Who sees what"): a learner sets a reminder only through the calls, and neither reads nor
 * writes delivery rows or the scheduler's fields through Payload's REST routes or GraphQL.
 */
let payload: Payload
let server: ApiServer
useApiServer((started) => ({ payload, server } = started))

async function signedIn(email: string, origin = true) {
  const client = await browserClient(server.url)
  const call = client.call.bind(client)
  // A browser on this site sends its Origin with every request, as the trust-boundary suite's do.
  if (origin) client.call = (method, path, options = {}) => call(method, path, { ...options, headers: { origin: server.url, ...options.headers } })
  expect((await client.call('POST', '/users/sign_in.json', { json: { user: { email, password: 'password123' } } })).status).toBe(200)
  return client
}
const reload = (id: number | string) => payload.findByID({ collection: 'users', id, overrideAccess: true, depth: 0 })

describe('PUT and DELETE /api/user_reminder_settings/next', () => {
  it('sets a one-time reminder from the spec choices only, with localised 422s, and cancels it', async () => {
    const user = await createUser(payload)
    const client = await signedIn(user.email)
    const put = (next: unknown, locale = 'en') => client.call('PUT', `/api/user_reminder_settings/next?locale=${locale}`, { json: { next } })

    expect(await put({ minutes: 10 })).toMatchObject({ status: 422, body: { errors: { minutes: ['Choose 5, 15, 30 or 60 minutes'] } } })
    expect(await put({ minutes: 10 }, 'ja')).toMatchObject({ status: 422, body: { errors: { minutes: ['5分・15分・30分・60分のいずれかを選んでください'] } } })
    expect(await put({ minutes: '15' }, 'id')).toMatchObject({ status: 422, body: { errors: { minutes: ['Pilih 5, 15, 30, atau 60 menit'] } } })
    expect(await put({ days: 5 })).toMatchObject({ status: 422, body: { errors: { days: ['Choose 3, 7, 14 or 30 days'] } } })
    for (const wrong of [{}, { minutes: 5, days: 3 }, { hours: 1 }, 'soon', null, [5]]) {
      expect(await put(wrong), JSON.stringify(wrong)).toMatchObject({ status: 422, body: { errors: { base: ['Choose when to be reminded'] } } })
    }
    expect((await reload(user.id)).reminder?.nextAt ?? null).toBeNull()

    const visitor = await (await browserClient(server.url)).call('PUT', '/api/user_reminder_settings/next', { json: { next: { minutes: 5 } } })
    expect(visitor.status).toBe(401)
    expect((await client.call('PUT', '/api/user_reminder_settings/next', { json: { next: { minutes: 5 } }, csrf: false })).status).toBe(403)

    const before = Date.now()
    const set = await put({ days: 7 })
    expect(set.status).toBe(200)
    const due = Date.parse(set.body.reminder.nextAt)
    expect(due).toBeGreaterThanOrEqual(before + 7 * 86_400_000)
    expect(due).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000)
    expect((await client.call('GET', '/api/user_reminder_settings')).body.reminder).toEqual({ days: [], time: null, timeZone: null, nextAt: set.body.reminder.nextAt })

    const cancelled = await client.call('DELETE', '/api/user_reminder_settings/next')
    expect([cancelled.status, cancelled.body.reminder.nextAt]).toEqual([200, null])
    expect((await reload(user.id)).reminder?.nextAt ?? null).toBeNull()
  })
})

describe('reminder data through Payload routes (attack)', () => {
  it('refuses a learner every read and write of delivery rows and of the scheduler fields, by REST and GraphQL', async () => {
    const user = await createUser(payload, { emailConfirmedAt: new Date().toISOString() })
    const staff = await createUser(payload, { roles: ['staff'] })
    const client = await signedIn(user.email)
    await client.call('PUT', '/api/user_reminder_settings', { json: { reminder: { days: ['mon'], time: '08:00', time_zone: 'Asia/Tokyo' } } })
    const row = await payload.create({ collection: 'reminder_deliveries', data: { key: `once:${user.id}:${unique()}`, user: user.id, kind: 'once', dueAt: new Date().toISOString(), status: 'sent', mailed: true } })
    const count = async () => (await payload.count({ collection: 'reminder_deliveries', where: { user: { equals: user.id } }, overrideAccess: true })).totalDocs

    // Reading: not the list, not by id, not counted, not even the learner's own row.
    for (const path of ['/api/reminder_deliveries', `/api/reminder_deliveries/${row.id}`, '/api/reminder_deliveries/count', `/api/reminder_deliveries?where[user][equals]=${user.id}`]) {
      const read = await client.call('GET', path)
      expect(read.status, path).toBe(403)
    }
    // Writing: a forged row (a slot marked taken so the real reminder never comes), an edit, a delete.
    const forged = await client.call('POST', '/api/reminder_deliveries', { json: { key: `weekly:${user.id}:2099-01-05`, user: user.id, kind: 'weekly', dueAt: new Date().toISOString() } })
    expect(forged.status).toBe(403)
    expect(await count()).toBe(1)
    expect((await client.call('PATCH', `/api/reminder_deliveries/${row.id}`, { json: { status: 'claimed', mailed: false } })).status).toBe(403)
    expect((await client.call('PATCH', `/api/reminder_deliveries?where[id][equals]=${row.id}`, { json: { status: 'claimed' } })).status).toBe(403)
    expect((await client.call('DELETE', `/api/reminder_deliveries/${row.id}`)).status).toBe(403)
    expect(await payload.findByID({ collection: 'reminder_deliveries', id: row.id, overrideAccess: true })).toMatchObject({ status: 'sent', mailed: true })

    // The scheduler's fields on the account: a learner who pushed weeklyDueAt or nextAt could silence or forge reminders.
    const scheduled = (await reload(user.id)).reminder!
    // Monday 08:00 in Tokyo is Sunday 23:00 UTC, the next one from now.
    const due = new Date(scheduled.weeklyDueAt!)
    expect([due.getUTCDay(), due.toISOString().slice(11), due.getTime() > Date.now()]).toEqual([0, '23:00:00.000Z', true])
    const past = '2000-01-01T00:00:00.000Z'
    expect((await client.call('PATCH', `/api/users/${user.id}`, { json: { reminder: { weeklyDueAt: past, nextAt: past } } })).status).toBe(403)
    expect((await client.call('PATCH', `/api/users?where[id][equals]=${user.id}`, { json: { reminder: { weeklyDueAt: past } } })).status).toBe(403)
    expect((await reload(user.id)).reminder).toMatchObject({ weeklyDueAt: scheduled.weeklyDueAt, nextAt: null })

    // GraphQL is off: neither a query nor a mutation reaches the rows.
    for (const query of ['{ ReminderDeliveries { docs { id key status } } }', `mutation { createReminderDelivery(data: { key: "x", user: ${user.id}, kind: once, dueAt: "${past}" }) { id } }`]) {
      const answer = await client.call('POST', '/api/graphql', { json: { query } })
      expect(answer.status).toBe(404)
      expect(JSON.stringify(answer.body)).not.toContain(row.key)
    }
    expect(await count()).toBe(1)

    // Staff read the rows (to see what was sent) but write none either.
    const staffClient = await signedIn(staff.email)
    const listed = await staffClient.call('GET', `/api/reminder_deliveries?where[user][equals]=${user.id}`)
    expect(listed.body.docs.map((d: { key: string }) => d.key)).toEqual([row.key])
    expect((await staffClient.call('PATCH', `/api/reminder_deliveries/${row.id}`, { json: { status: 'claimed' } })).status).toBe(403)
  })
})
