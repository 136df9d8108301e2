import type { Payload } from 'payload'
import { generate } from 'otplib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { outboxDir } from '@cms/email/outbox'
import { recordRankingExp } from '@cms/progress/rankings/recordRankingExp'
import { ApiClient, type ApiServer } from '../support/apiServer'
import { useApiServer } from '../support/useApiServer'
import { confirmationLink, mailsTo } from '../support/outbox'
import { createLessonWithPages, createUser, unique } from '../support/fixtures'

let payload: Payload
let server: ApiServer
useApiServer((started) => ({ payload, server } = started))

const email = () => `learner-${unique()}@example.test`
/** A client that already holds its CSRF cookie, as a browser does after its first page. */
async function browser() {
  const client = new ApiClient(server.url)
  const { body } = await client.call('GET', '/api/csrf_token')
  expect(body.csrfToken).toBe(client.cookies.get('csrf_token'))
  return client
}
const usersWith = async (address: string) => (await payload.count({ collection: 'users', where: { email: { equals: address } } })).totalDocs

describe('learner API conventions (docs/learner-api.md)', () => {
  it('refuses a state-changing call without the CSRF header, with a clear 403, and changes nothing', async () => {
    const client = await browser()
    const address = email()
    const refused = await client.call('POST', '/users.json', { json: { user: { email: address, password: 'secret-pass', name: 'Learner' } }, csrf: false, headers: { 'x-request-id': 'req-42' } })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ errors: { base: ['ページの有効期限が切れました。再読み込みしてからもう一度お試しください。'] } })
    expect(refused.headers.get('x-request-id')).toBe('req-42')
    expect(await usersWith(address)).toBe(0)
    // A token that is not the cookie's is refused too.
    const forged = await client.call('POST', '/users.json?locale=en', { json: { user: { email: address, password: 'secret-pass', name: 'Learner' } }, csrf: false, headers: { 'x-csrf-token': 'x'.repeat(32) } })
    expect([forged.status, forged.body.errors.base]).toEqual([403, ['This page has expired. Please reload it and try again.']])
    expect(await usersWith(address)).toBe(0)
  })

  it('signs up with the spec messages for bad input, then once only, and goes to /welcome (ja) or the courses page', async () => {
    const client = await browser()
    const bad = await client.call('POST', '/users.json?locale=en', { json: { user: { email: 'not-an-email', password: '12345' } } })
    expect([bad.status, bad.body]).toEqual([422, { errors: { email: ['Invalid email address'], password: ['The password must be 6 to 128 characters'], name: ['Enter a display name.'] } }])
    // The display name the rankings show is asked at sign-up, within 100 characters.
    const long = await client.call('POST', '/users.json?locale=en', { json: { user: { email: email(), password: 'secret-pass', name: 'x'.repeat(101) } } })
    expect([long.status, long.body]).toEqual([422, { errors: { name: ['The display name can be at most 100 characters.'] } }])
    const empty = await client.call('POST', '/users.json', { json: {} })
    expect(empty.body.errors.email).toEqual(['メールアドレスを入力してください'])

    const address = email()
    const created = await client.call('POST', '/users.json', { json: { user: { email: address, password: 'secret-pass', name: 'Learner' } } })
    expect([created.status, created.body]).toEqual([200, { afterRegisterLocation: '/welcome' }])
    expect(client.cookies.has('payload-token')).toBe(true)
    const me = await client.call('GET', '/api/users/me_for_account')
    expect(me.body.user).toMatchObject({ email: address, name: 'Learner', locale: 'ja', totalExp: 0, plus: false, canAccessFreeTrial: true })

    const again = await (await browser()).call('POST', '/users.json?locale=en', { json: { user: { email: address, password: 'secret-pass', name: 'Learner' } } })
    expect([again.status, again.body]).toEqual([422, { errors: { email: ['This email address is already registered'] } }])
    const english = await (await browser()).call('POST', '/users.json?locale=en', { json: { user: { email: email(), password: 'secret-pass', name: 'Learner' } } })
    expect(english.body).toEqual({ afterRegisterLocation: '/en/courses' })
  })

  it('signs in, naming an unregistered email or a wrong password, and follows only a same-site redirect', async () => {
    const user = await createUser(payload)
    const client = await browser()
    const unknown = await client.call('POST', '/users/sign_in.json?locale=en', { json: { user: { email: email(), password: 'password123' } } })
    expect([unknown.status, unknown.body]).toEqual([422, { errors: { email: ['This email address is not registered'] } }])
    const wrong = await client.call('POST', '/users/sign_in.json?locale=en', { json: { user: { email: user.email, password: 'wrong-password' } } })
    expect([wrong.status, wrong.body]).toEqual([422, { errors: { password: ['Incorrect password'] } }])
    expect(client.cookies.has('payload-token')).toBe(false)

    const elsewhere = await client.call('POST', '/users/sign_in.json', { json: { user: { email: user.email, password: 'password123' }, redirect: '//evil.example/x' } })
    expect(elsewhere.body).toEqual({ afterLoginPath: '/courses' })
    const back = await client.call('POST', '/users/sign_in.json', { json: { user: { email: user.email, password: 'password123' }, redirect: '/lessons/html/study/1' } })
    expect([back.status, back.body]).toEqual([200, { afterLoginPath: '/lessons/html/study/1' }])
    expect((await client.call('GET', '/api/users/me_for_account')).body.user.id).toBe(user.id)
  })

  it('updates only your own account from snake_case fields; bad fields get the errors object and nothing changes', async () => {
    const client = await browser()
    const address = email()
    await client.call('POST', '/users.json', { json: { user: { email: address, password: 'secret-pass', name: 'Learner' } } })
    const { id } = (await client.call('GET', '/api/users/me_for_account')).body.user
    const other = await createUser(payload, { name: 'Other' })

    const saved = await client.call('PUT', `/api/users/${id}`, { json: { user: { name: 'Hana', display_ranking: false } } })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ user: { id, name: 'Hana', displayRanking: false, email: address }, isEmailSent: false })

    const foreign = await client.call('PUT', `/api/users/${other.id}`, { json: { user: { name: 'Taken over' } } })
    expect(foreign.status).toBe(403)
    expect((await payload.findByID({ collection: 'users', id: other.id })).name).toBe('Other')

    const bad = await client.call('PUT', `/api/users/${id}?locale=en`, { json: { user: { roles: ['staff'], locale: 'fr' } } })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({
      base: ['Your settings could not be saved. Please make changes to the invalid fields and try again.'],
      roles: ['There was a problem with this field'],
      locale: ['There was a problem with this field'],
    })
    const stored = await payload.findByID({ collection: 'users', id })
    expect([stored.roles, stored.locale, stored.name]).toEqual([['learner'], 'ja', 'Hana'])

    const noToken = await client.call('PUT', `/api/users/${id}`, { json: { user: { name: 'No token' } }, csrf: false })
    expect(noToken.status).toBe(403)
    expect((await payload.findByID({ collection: 'users', id })).name).toBe('Hana')
  })

  it('records agreement to the legal texts (204), and signs out (204) so account calls answer 401', async () => {
    const client = await browser()
    await client.call('POST', '/users.json', { json: { user: { email: email(), password: 'secret-pass', name: 'Learner' } } })
    const { id } = (await client.call('GET', '/api/users/me_for_account')).body.user
    const before = Date.now()
    const agreed = await client.call('POST', '/api/users/confirm_terms_and_privacy_policy')
    expect([agreed.status, agreed.body]).toEqual([204, null])
    expect(Date.parse((await payload.findByID({ collection: 'users', id })).termsAgreedAt!)).toBeGreaterThanOrEqual(before - 1000)

    const out = await client.call('DELETE', '/users/sign_out')
    expect(out.status).toBe(204)
    expect(client.cookies.has('payload-token')).toBe(false)
    const after = await client.call('GET', '/api/users/me_for_account?locale=en')
    expect([after.status, after.body]).toEqual([401, { errors: { base: ['Please log in.'] } }])
  })

  it("answers the session user with their progress in a lesson (me_for_lesson)", async () => {
    const fixture = await createLessonWithPages(payload)
    const client = await browser()
    const address = email()
    await client.call('POST', '/users.json', { json: { user: { email: address, password: 'secret-pass', name: 'Learner' } } })
    const { id } = (await client.call('GET', '/api/users/me_for_account')).body.user
    const path = `/api/users/me_for_lesson/python/${fixture.lesson.category}/1`
    expect((await client.call('GET', path)).body.user).toMatchObject({ id, lesson: { id: fixture.lesson.id, completedPageIds: [], completed: false } })

    await payload.create({ collection: 'user_page_infos', data: { user: id, page: fixture.basicPage.id, completed: true, completedAt: new Date().toISOString() } })
    expect((await client.call('GET', path)).body.user.lesson).toEqual({ id: fixture.lesson.id, completedPageIds: [fixture.basicPage.id], completed: false })
    for (const page of [fixture.plusPage, fixture.professionalPage]) {
      await payload.create({ collection: 'user_page_infos', data: { user: id, page: page.id, completed: true, completedAt: new Date().toISOString() } })
    }
    expect((await client.call('GET', path)).body.user.lesson.completed).toBe(true)

    expect((await client.call('GET', `/api/users/me_for_lesson/python/${fixture.lesson.category}/9`)).status).toBe(404)
    expect((await new ApiClient(server.url).call('GET', path)).status).toBe(401)
  })

  it('lists your own notifications with unread flags, and marks them read up to now', async () => {
    const client = await browser()
    await client.call('POST', '/users.json', { json: { user: { email: email(), password: 'secret-pass', name: 'Learner' } } })
    const { id } = (await client.call('GET', '/api/users/me_for_account')).body.user
    const other = await createUser(payload)
    const notify = (user: number, body: string, link?: string) => payload.create({ collection: 'notifications', data: { user, body, link, category: 'tips_and_tricks' } })
    await notify(id, 'Welcome!')
    await notify(id, 'A new course is out', '/courses/python')
    await notify(other.id, 'Not yours')

    const listed = await client.call('GET', `/api/users/${id}/notifications`)
    expect(listed.body.unreadCount).toBe(2)
    expect(listed.body.notifications.map((n: { body: string; link: string | null; unread: boolean }) => [n.body, n.link, n.unread])).toEqual([
      ['A new course is out', '/courses/python', true],
      ['Welcome!', null, true],
    ])
    expect(Object.keys(listed.body.notifications[0]).sort()).toEqual(['body', 'category', 'id', 'link', 'unread', 'updatedAt'])
    expect((await client.call('GET', `/api/users/${other.id}/notifications`)).status).toBe(403)

    expect((await client.call('POST', `/api/users/${id}/update_read_notifications_at`, { csrf: false })).status).toBe(403)
    expect((await client.call('GET', `/api/users/${id}/notifications`)).body.unreadCount).toBe(2)
    const read = await client.call('POST', `/api/users/${id}/update_read_notifications_at`)
    expect([read.status, read.body]).toEqual([204, null])
    expect((await client.call('GET', `/api/users/${id}/notifications`)).body.unreadCount).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await notify(id, 'Later news')
    const later = await client.call('GET', `/api/users/${id}/notifications`)
    expect([later.body.unreadCount, later.body.notifications[0].body]).toEqual([1, 'Later news'])
    // Reading it through Payload's own REST stays limited to the owner too.
    expect((await client.call('GET', `/api/notifications?where[user][equals]=${other.id}`)).body.docs).toEqual([])
  })

  it('mails a confirmation link on sign-up that confirms the address once; a new one can be sent', async () => {
    const client = await browser()
    const address = email()
    await client.call('POST', '/users.json?locale=en', { json: { user: { email: address, password: 'secret-pass', name: 'Learner' } } })
    expect((await client.call('GET', '/api/users/me_for_account')).body.user.userEmailStatus).toBe('unconfirmed')
    const [mail] = await mailsTo(outboxDir(), address)
    expect(mail.subject).toBe('Confirm your email address')
    const link = confirmationLink(mail.text!)

    const resent = await client.call('PATCH', '/api/users/send_confirmation', { json: { after_confirmation_redirect_destination: '/courses/html' } })
    expect(resent.status).toBe(204)
    const mails = await mailsTo(outboxDir(), address)
    expect(mails).toHaveLength(2)
    const newer = confirmationLink(mails[1].text!)
    expect(newer.searchParams.get('redirect')).toBe('/courses/html')

    // The first link stopped working when the second was sent.
    const stale = await client.call('GET', `/users/confirmation${link.search}`)
    expect([stale.status, stale.headers.get('location'), client.cookies.get('flash')]).toEqual([302, '/courses', encodeURIComponent('alert:confirmationInvalid')])
    const confirmed = await client.call('GET', `/users/confirmation${newer.search}`)
    expect([confirmed.status, confirmed.headers.get('location'), client.cookies.get('flash')]).toEqual([302, '/courses/html', encodeURIComponent('notice:emailConfirmed')])
    expect((await client.call('GET', '/api/users/me_for_account')).body.user.userEmailStatus).toBe('confirmed')
    // Opening it again (a browser may retry the request) still says confirmed.
    await client.call('GET', `/users/confirmation${newer.search}`)
    expect(client.cookies.get('flash')).toBe(encodeURIComponent('notice:emailConfirmed'))

    // Nothing more to send once confirmed; the token never leaves the server.
    expect((await client.call('PATCH', '/api/users/send_confirmation', { json: {} })).status).toBe(204)
    expect(await mailsTo(outboxDir(), address)).toHaveLength(2)
    const raw = await client.call('GET', '/api/users/me')
    expect(JSON.stringify(raw.body)).not.toMatch(/emailConfirmationDigest|emailConfirmationSentAt/)
  })

  it('turns two-factor on with a code from the app, then signs in only with a code or a one-time backup code', async () => {
    const client = await browser()
    const address = email()
    const user = { email: address, password: 'secret-pass', name: 'Learner' }
    await client.call('POST', '/users.json?locale=en', { json: { user } })
    const setup = await client.call('POST', '/api/users/two_factor/setup')
    expect(setup.body.otpauthUri).toBe(`otpauth://totp/Open%20Learn:${encodeURIComponent(address)}?secret=${setup.body.secret}&issuer=Open%20Learn`)
    expect(setup.body.qrSvg).toMatch(/^<svg/)
    const wrong = await client.call('POST', '/api/users/two_factor/enable?locale=en', { json: { code: '12345' } })
    expect(wrong.body).toEqual({ errors: { code: ['Please enter a 6-digit code'] } })
    const code = await generate({ secret: setup.body.secret })
    const enabled = await client.call('POST', '/api/users/two_factor/enable', { json: { code } })
    expect(enabled.body.backupCodes).toHaveLength(10)
    expect((await client.call('GET', '/api/users/me_for_account')).body.user.twoFactorEnabled).toBe(true)
    const [backup, spare] = enabled.body.backupCodes as string[]

    const visitor = await browser()
    const step = await visitor.call('POST', '/users/sign_in.json', { json: { user } })
    expect([step.status, step.body, visitor.cookies.has('payload-token')]).toEqual([200, { twoFactorRequired: true }, false])
    const badCode = await visitor.call('POST', '/users/sign_in.json?locale=en', { json: { user: { ...user, otp_attempt: '000000' } } })
    expect([badCode.status, badCode.body, visitor.cookies.has('payload-token')]).toEqual([422, { errors: { otpAttempt: ['Invalid or expired authentication code'] } }, false])
    const withCode = await visitor.call('POST', '/users/sign_in.json', { json: { user: { ...user, otp_attempt: await generate({ secret: setup.body.secret }) } } })
    expect([withCode.status, visitor.cookies.has('payload-token')]).toEqual([200, true])

    const other = await browser()
    expect((await other.call('POST', '/users/sign_in.json', { json: { user: { ...user, backup_code: backup } } })).status).toBe(200)
    const reused = await (await browser()).call('POST', '/users/sign_in.json', { json: { user: { ...user, backup_code: backup } } })
    expect(reused.status).toBe(422)

    // Regenerating needs the password and retires the old codes; disabling needs it too.
    expect((await client.call('POST', '/api/users/two_factor/backup_codes?locale=en', { json: { password: 'nope-nope' } })).body).toEqual({ errors: { password: ['Incorrect password'] } })
    const fresh = await client.call('POST', '/api/users/two_factor/backup_codes', { json: { password: 'secret-pass', name: 'Learner' } })
    expect(fresh.body.backupCodes).toHaveLength(10)
    expect((await (await browser()).call('POST', '/users/sign_in.json', { json: { user: { ...user, backup_code: spare } } })).status).toBe(422)
    expect((await client.call('POST', '/api/users/two_factor/disable?locale=en', { json: {} })).body).toEqual({ errors: { password: ['Password is required'] } })
    expect((await client.call('POST', '/api/users/two_factor/disable', { json: { password: 'secret-pass', name: 'Learner' } })).status).toBe(204)
    expect((await (await browser()).call('POST', '/users/sign_in.json', { json: { user } })).body).toEqual({ afterLoginPath: '/courses' })
    // The secrets never leave the server.
    expect(JSON.stringify((await client.call('GET', '/api/users/me')).body)).not.toMatch(/totpSecret|backupCodeDigests|pendingTotpSecret/)
  })

  it('locks the account after ten wrong one-time codes, even for the right password and code', async () => {
    const client = await browser()
    const user = { email: email(), password: 'secret-pass', name: 'Learner' }
    await client.call('POST', '/users.json', { json: { user } })
    const setup = await client.call('POST', '/api/users/two_factor/setup')
    await client.call('POST', '/api/users/two_factor/enable', { json: { code: await generate({ secret: setup.body.secret }) } })
    const attacker = await browser()
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await attacker.call('POST', '/users/sign_in.json', { json: { user: { ...user, otp_attempt: String(100000 + attempt) } } })
      expect(wrong.status).toBe(422)
    }
    const locked = await (await browser()).call('POST', '/users/sign_in.json?locale=en', { json: { user: { ...user, otp_attempt: await generate({ secret: setup.body.secret }) } } })
    expect([locked.status, locked.body]).toEqual([423, { errors: { base: ['Too many failed log-ins. Please try again later.'] } }])
  })

  it('records allow-listed clicks and page views for staff, and refuses anything else', async () => {
    const client = await browser()
    await client.call('POST', '/users.json', { json: { user: { email: email(), password: 'secret-pass', name: 'Learner' } } })
    const { id } = (await client.call('GET', '/api/users/me_for_account')).body.user
    const click = await client.call('POST', '/api/application_events', { json: { event: { event_type: 'click', target: 'header_link:rankings', url: '/courses' } } })
    expect([click.status, click.body]).toEqual([204, null])
    const view = await client.call('POST', '/api/application_events', { json: { event: { event_type: 'page_view', path: '/courses', search: '?ref=x', experiments: { hero: 'b' } } } })
    expect(view.status).toBe(204)
    const stored = await payload.find({ collection: 'application_events', where: { user: { equals: id } }, sort: 'createdAt', depth: 0 })
    expect(stored.docs.map((e) => [e.type, e.target, e.url ?? null])).toEqual([['click', 'header_link:rankings', '/courses'], ['page_view', '/courses', null]])

    const before = (await payload.count({ collection: 'application_events' })).totalDocs
    const unknown = await client.call('POST', '/api/application_events?locale=en', { json: { event: { event_type: 'click', target: 'anything:else' } } })
    expect([unknown.status, unknown.body]).toEqual([422, { errors: { event: ['There was a problem with this field'] } }])
    expect((await client.call('POST', '/api/application_events', { json: { event: { event_type: 'click', target: 'header_link:courses' } }, csrf: false })).status).toBe(403)
    expect((await payload.count({ collection: 'application_events' })).totalDocs).toBe(before)
    // Reading them stays staff-only.
    expect((await client.call('GET', '/api/application_events')).status).toBe(403)
  })

  it('ranks by period from the pre-aggregated scores: ties share a rank, hidden users are anonymous, and you see your own rank', async () => {
    const client = await browser()
    await client.call('POST', '/users.json', { json: { user: { email: email(), password: 'secret-pass', name: 'Learner' } } })
    const me = (await client.call('GET', '/api/users/me_for_account')).body.user
    const [ada, ben, hidden] = await Promise.all([createUser(payload, { name: 'Ada' }), createUser(payload, { name: 'Ben' }), createUser(payload, { name: 'Hidden', displayRanking: false })])
    // Large amounts, so these users lead whatever else this suite's database holds.
    const lastWeek = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000)
    await recordRankingExp(payload, ada.id, 900_000)
    await recordRankingExp(payload, ben.id, 800_000)
    await recordRankingExp(payload, hidden.id, 800_000)
    await recordRankingExp(payload, me.id, 700_000)
    await recordRankingExp(payload, me.id, 500_000, lastWeek)

    const day = await client.call('GET', '/api/rankings?period=day')
    expect(day.body.period).toBe('day')
    expect(day.body.rankings.slice(0, 4).map((r: { rank: number; name: string | null; anonymous: boolean; exp: number; isMe: boolean }) => [r.rank, r.name, r.anonymous, r.exp, r.isMe])).toEqual([
      [1, 'Ada', false, 900_000, false],
      [2, 'Ben', false, 800_000, false],
      [2, null, true, 800_000, false],
      // The learner's own row carries the display name given at sign-up.
      [4, 'Learner', false, 700_000, true],
    ])
    expect(day.body.rankings[2].userId).toBeNull()
    expect(day.body.me).toMatchObject({ rank: 4, exp: 700_000, displayRanking: true })
    // Last week's exp counts in the total only.
    expect((await client.call('GET', '/api/rankings?period=week')).body.me.exp).toBe(700_000)
    expect((await client.call('GET', '/api/rankings?period=total')).body.me).toMatchObject({ rank: 1, exp: 1_200_000 })
    expect((await new ApiClient(server.url).call('GET', '/api/rankings?period=day')).status).toBe(401)
  })

  it('resets a forgotten password through the mailed link, which works once, and signs the user in', async () => {
    const user = await createUser(payload, { locale: 'en' })
    const client = await browser()
    expect((await client.call('POST', '/api/users/password', { json: { user: { email: user.email } } })).status).toBe(204)
    expect((await client.call('POST', '/api/users/password', { json: { user: { email: email() } } })).status).toBe(204)
    const [mail] = await mailsTo(outboxDir(), user.email)
    expect(mail.subject).toBe('Reset your password')
    const link = new URL(/https?:\/\/\S+\/users\/password\/edit\?\S+/.exec(mail.text!)![0])
    const token = link.searchParams.get('reset_password_token')!

    const mismatch = await client.call('PUT', '/api/users/password?locale=en', { json: { user: { reset_password_token: token, password: 'new-pass-1', password_confirmation: 'new-pass-2' } } })
    expect([mismatch.status, mismatch.body]).toEqual([422, { errors: { passwordConfirmation: ['The password confirmation does not match'] } }])
    const done = await client.call('PUT', '/api/users/password?locale=en', { json: { user: { reset_password_token: token, password: 'new-pass-1', password_confirmation: 'new-pass-1' } } })
    expect([done.status, done.body, client.cookies.has('payload-token')]).toEqual([200, { afterLoginPath: '/en/courses' }, true])
    const again = await client.call('PUT', '/api/users/password?locale=en', { json: { user: { reset_password_token: token, password: 'new-pass-3', password_confirmation: 'new-pass-3' } } })
    expect(again.body).toEqual({ errors: { resetPasswordToken: ['This link is not valid or has expired. Please ask for a new one.'] } })
    expect((await (await browser()).call('POST', '/users/sign_in.json', { json: { user: { email: user.email, password: 'new-pass-1' } } })).status).toBe(200)
  })

  it('changes the password from settings only with the current one', async () => {
    const client = await browser()
    const address = email()
    await client.call('POST', '/users.json', { json: { user: { email: address, password: 'secret-pass', name: 'Learner' } } })
    const wrong = await client.call('PUT', '/api/users/update_password?locale=en', { json: { user: { current_password: 'not-it-at-all', password: 'next-pass', password_confirmation: 'next-pass' } } })
    expect([wrong.status, wrong.body]).toEqual([422, { errors: { currentPassword: ['Incorrect password'] } }])
    const short = await client.call('PUT', '/api/users/update_password?locale=en', { json: { user: { current_password: 'secret-pass', password: '123', password_confirmation: '123' } } })
    expect(short.body).toEqual({ errors: { password: ['The password must be 6 to 128 characters'] } })
    expect((await client.call('PUT', '/api/users/update_password', { json: { user: { current_password: 'secret-pass', password: 'next-pass', password_confirmation: 'next-pass' } } })).status).toBe(204)
    expect((await (await browser()).call('POST', '/users/sign_in.json', { json: { user: { email: address, password: 'next-pass' } } })).status).toBe(200)
  })

  it('takes a jpeg or png profile image up to 20,000,000 bytes, squares it to 256 px, and resets it', async () => {
    const client = await browser()
    await client.call('POST', '/users.json?locale=en', { json: { user: { email: email(), password: 'secret-pass', name: 'Learner' } } })
    const upload = (data: Buffer, type: string, name: string) => {
      const form = new FormData()
      form.append('new_image', new Blob([new Uint8Array(data)], { type }), name)
      return client.call('PUT', '/api/settings/update_image?locale=en', { form })
    }
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c00' } }).png().toBuffer()
    const saved = await upload(png, 'image/png', 'me.png')
    expect(saved.status).toBe(200)
    const image = await fetch(`${server.url}${new URL(saved.body.image, 'http://x').pathname}`)
    expect(image.status).toBe(200)
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256])
    expect((await client.call('GET', '/api/users/me_for_account')).body.user.image).toBe(saved.body.image)

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00c' } }).gif().toBuffer()
    expect((await upload(gif, 'image/gif', 'me.gif')).body).toEqual({ errors: { newImage: ['Choose a JPEG or PNG image'] } })
    const huge = await upload(Buffer.concat([png, Buffer.alloc(20_000_001)]), 'image/png', 'huge.png')
    expect([huge.status, huge.body]).toEqual([413, { errors: { newImage: ['File size is too big'] } }])
    expect((await client.call('GET', '/api/users/me_for_account')).body.user.image).toBe(saved.body.image)

    expect((await client.call('PUT', '/api/settings/reset_image')).body).toEqual({ image: null })
    expect((await client.call('GET', '/api/users/me_for_account')).body.user.image).toBeNull()
  })
})
