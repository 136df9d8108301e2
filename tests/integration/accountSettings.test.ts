import type { Payload, Where } from 'payload'
import { describe, expect, it } from 'vitest'
import { outboxDir } from '@cms/email/outbox'
import { recordRankingExp } from '@cms/progress/rankings/recordRankingExp'
import { ApiClient, browserClient, type ApiServer } from '../support/apiServer'
import { useApiServer } from '../support/useApiServer'
import { confirmationLink, mailsTo } from '../support/outbox'
import { createLessonWithPages, createUser, unique } from '../support/fixtures'

/** The settings calls of docs/site.md "Settings": email change, receipt name, notifications, reminders, deletion. */
let payload: Payload
let server: ApiServer
useApiServer((started) => ({ payload, server } = started))

/** A signed-in browser-like client (CSRF cookie first, as a browser gets it with its first page). */
async function signedIn(user?: { email: string }) {
  const account = user ?? (await createUser(payload))
  const client = await browserClient(server.url)
  const answer = await client.call('POST', '/users/sign_in.json', { json: { user: { email: account.email, password: 'password123' } } })
  expect(answer.status).toBe(200)
  const me = (await client.call('GET', '/api/users/me_for_account')).body.user
  return { client, me }
}
const reload = async (id: number | string) => payload.findByID({ collection: 'users', id, overrideAccess: true, showHiddenFields: true })

describe('email change (docs/site.md "Settings": pending until confirmed, resend or cancel)', () => {
  it('keeps the new address pending, mails it, and switches over when its link is opened', async () => {
    // A confirmed account: its pending change still gets its own confirmation (and resends).
    const { client, me } = await signedIn(await createUser(payload, { emailConfirmedAt: new Date().toISOString() }))
    expect(me.userEmailStatus).toBe('confirmed')
    const next = `changed-${unique()}@example.test`
    const bad = await client.call('PUT', `/api/users/${me.id}?locale=en`, { json: { user: { email: 'nope' } } })
    expect([bad.status, bad.body.errors.email]).toEqual([422, ['Invalid email address']])
    const other = await createUser(payload)
    const taken = await client.call('PUT', `/api/users/${me.id}?locale=en`, { json: { user: { email: other.email } } })
    expect([taken.status, taken.body]).toEqual([422, { errors: { email: ['This email address is already registered'] } }])
    expect((await reload(me.id)).pendingEmail ?? null).toBeNull()

    const changed = await client.call('PUT', `/api/users/${me.id}`, { json: { user: { email: next, receipt_name: 'Hana Co., Ltd.' } } })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ isEmailSent: true, user: { email: me.email, pendingEmail: next, receiptName: 'Hana Co., Ltd.' } })
    // Resending goes to the pending address again; only the newest link works.
    expect((await client.call('PATCH', '/api/users/send_confirmation', { json: {} })).status).toBe(204)
    const mails = await mailsTo(outboxDir(), next)
    expect(mails.map((m) => m.subject)).toEqual(['新しいメールアドレスの確認', '新しいメールアドレスの確認'])
    const stale = await client.call('GET', `/users/confirmation${confirmationLink(mails[0].text!).search}`)
    expect([stale.headers.get('location'), client.cookies.get('flash')]).toEqual(['/settings', encodeURIComponent('alert:confirmationInvalid')])
    expect((await reload(me.id)).email).toBe(me.email)

    const opened = await client.call('GET', `/users/confirmation${confirmationLink(mails[1].text!).search}`)
    expect([opened.status, opened.headers.get('location'), client.cookies.get('flash')]).toEqual([302, '/courses', encodeURIComponent('notice:emailConfirmed')])
    const after = (await client.call('GET', '/api/users/me_for_account')).body.user
    expect(after).toMatchObject({ email: next, pendingEmail: null, userEmailStatus: 'confirmed' })
    // The same link again (a browser retrying) still reads as confirmed and changes nothing.
    await client.call('GET', `/users/confirmation${confirmationLink(mails[1].text!).search}`)
    expect(client.cookies.get('flash')).toBe(encodeURIComponent('notice:emailConfirmed'))
    expect((await reload(me.id)).email).toBe(next)
  })

  it('cancels a pending change: the address stays and the mailed link stops working', async () => {
    const { client, me } = await signedIn()
    const next = `cancelled-${unique()}@example.test`
    await client.call('PUT', `/api/users/${me.id}`, { json: { user: { email: next } } })
    const refused = await client.call('DELETE', '/api/users/pending_email', { csrf: false })
    expect(refused.status).toBe(403)
    expect((await reload(me.id)).pendingEmail).toBe(next)
    expect((await client.call('DELETE', '/api/users/pending_email')).status).toBe(204)
    const [mail] = await mailsTo(outboxDir(), next)
    const opened = await client.call('GET', `/users/confirmation${confirmationLink(mail.text!).search}`)
    expect(client.cookies.get('flash')).toBe(encodeURIComponent('alert:confirmationInvalid'))
    expect(opened.status).toBe(302)
    expect(await reload(me.id)).toMatchObject({ email: me.email, pendingEmail: null })
  })
})

describe('email notification categories (docs/site.md "Settings")', () => {
  it('answers every category on by default, saves switches, and never turns account support off', async () => {
    const anonymous = new ApiClient(server.url)
    expect((await anonymous.call('GET', '/api/user_email_subscription_settings')).status).toBe(401)
    const { client, me } = await signedIn()
    const initial = await client.call('GET', '/api/user_email_subscription_settings')
    expect(initial.body.settings).toEqual({ productUpdates: true, tipsAndTricks: true, promotionsAndSurveys: true, remindersAndOthers: true, others: true, accountSupport: true })
    const saved = await client.call('PUT', '/api/user_email_subscription_settings', { json: { settings: { product_updates: false, promotions_and_surveys: false } } })
    expect(saved.body.settings).toMatchObject({ productUpdates: false, promotionsAndSurveys: false, tipsAndTricks: true, accountSupport: true })
    const support = await client.call('PUT', '/api/user_email_subscription_settings?locale=en', { json: { settings: { account_support: false, tips_and_tricks: false } } })
    expect([support.status, support.body]).toEqual([422, { errors: { accountSupport: ['There was a problem with this field'] } }])
    const noCsrf = await client.call('PUT', '/api/user_email_subscription_settings', { json: { settings: { others: false } }, csrf: false })
    expect(noCsrf.status).toBe(403)
    expect((await reload(me.id)).emailSubscriptions).toMatchObject({ productUpdates: false, promotionsAndSurveys: false, tipsAndTricks: true, others: true })
  })
})

describe('study reminders (docs/site.md "Settings": days of the week and time)', () => {
  it('saves days in week order with a time and zone, refuses half a reminder, and turns off with no days', async () => {
    const { client, me } = await signedIn()
    expect((await client.call('GET', '/api/user_reminder_settings')).body.reminder).toEqual({ days: [], time: null, timeZone: null, nextAt: null })
    const saved = await client.call('PUT', '/api/user_reminder_settings', { json: { reminder: { days: ['sat', 'mon'], time: '20:30', time_zone: 'Asia/Tokyo' } } })
    expect(saved.body.reminder).toEqual({ days: ['mon', 'sat'], time: '20:30', timeZone: 'Asia/Tokyo', nextAt: null })

    const noTime = await client.call('PUT', '/api/user_reminder_settings?locale=en', { json: { reminder: { days: ['tue'], time: null } } })
    expect([noTime.status, noTime.body]).toEqual([422, { errors: { time: ['Choose a time'] } }])
    const noDays = await client.call('PUT', '/api/user_reminder_settings?locale=en', { json: { reminder: { days: [], time: '07:00' } } })
    expect(noDays.body).toEqual({ errors: { days: ['Choose at least one day'] } })
    const badTime = await client.call('PUT', '/api/user_reminder_settings?locale=en', { json: { reminder: { days: ['tue'], time: '25:00' } } })
    expect(badTime.body.errors.time).toEqual(['Choose a time'])
    const badDay = await client.call('PUT', '/api/user_reminder_settings?locale=en', { json: { reminder: { days: ['someday'], time: '07:00' } } })
    expect(badDay.status).toBe(422)
    const badZone = await client.call('PUT', '/api/user_reminder_settings?locale=en', { json: { reminder: { days: ['tue'], time: '07:00', time_zone: 'Mars/Olympus' } } })
    expect(badZone.status).toBe(422)
    expect((await client.call('GET', '/api/user_reminder_settings')).body.reminder).toEqual({ days: ['mon', 'sat'], time: '20:30', timeZone: 'Asia/Tokyo', nextAt: null })

    const off = await client.call('PUT', '/api/user_reminder_settings', { json: { reminder: { days: [], time: null } } })
    expect(off.body.reminder).toEqual({ days: [], time: null, timeZone: null, nextAt: null })
    expect((await reload(me.id)).reminder?.days ?? []).toEqual([])
  })
})

describe('deleting the account', () => {
  it('asks for the password, then deletes the account with its progress and scores, and ends the session', async () => {
    const user = await createUser(payload)
    const { basicPage } = await createLessonWithPages(payload)
    await payload.create({ collection: 'user_page_infos', data: { user: user.id, page: basicPage.id, completed: true }, overrideAccess: true })
    await recordRankingExp(payload, user.id, 10)
    const { client } = await signedIn(user)
    const wrong = await client.call('DELETE', '/api/users/account?locale=en', { json: { password: 'not-the-password' } })
    expect([wrong.status, wrong.body]).toEqual([422, { errors: { password: ['Incorrect password'] } }])
    const empty = await client.call('DELETE', '/api/users/account?locale=en', { json: {} })
    expect(empty.body).toEqual({ errors: { password: ['Password is required'] } })
    expect((await payload.count({ collection: 'users', where: { id: { equals: user.id } } })).totalDocs).toBe(1)

    const deleted = await client.call('DELETE', '/api/users/account', { json: { password: 'password123' } })
    expect(deleted.status).toBe(204)
    expect(client.cookies.has('payload-token')).toBe(false)
    for (const collection of ['users', 'user_page_infos', 'ranking_scores'] as const) {
      const where: Where = collection === 'users' ? { id: { equals: user.id } } : { user: { equals: user.id } }
      expect((await payload.count({ collection, where, overrideAccess: true })).totalDocs).toBe(0)
    }
    const signIn = await (await browserClient(server.url)).call('POST', '/users/sign_in.json?locale=en', { json: { user: { email: user.email, password: 'password123' } } })
    expect(signIn.body).toEqual({ errors: { email: ['This email address is not registered'] } })
  })
})
