import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Company, User } from '@cms/payload-types'
import { outboxDir } from '@cms/email/outbox'
import { recordClear } from '@cms/progress/recordClear'
import { rebuildTeamLessonCounts } from '@cms/teams/teamLessonCounts'
import { browserClient, type ApiClient, type ApiServer } from '../support/apiServer'
import { useApiServer } from '../support/useApiServer'
import { createLessonWithPages, createUser, unique } from '../support/fixtures'
import { mailsTo } from '../support/outbox'
import { startFakeStripe, type FakeStripe } from '../support/stripeServer'

/**
 * Teams (docs/teams.md): the rights, the seats, the invite link, the contract period, the CSV import and
 * one team's isolation from another, attacked through the team calls as a browser makes them. Runs on SQLite
 * and on PostgreSQL (the suite's second pass).
 */
let payload: Payload
let server: ApiServer
let stripe: FakeStripe
useApiServer((started) => ({ payload, server } = started))

const STRIPE_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const
beforeAll(async () => {
  stripe = await startFakeStripe()
  stripe.webhookUrl = `${server.url}/api/stripe/webhook`
  Object.assign(process.env, { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url })
})
afterAll(async () => {
  STRIPE_ENV.forEach((name) => delete process.env[name])
  await stripe?.close()
})

const DAY = 86_400_000
const confirmed = () => ({ emailConfirmedAt: new Date().toISOString() })

/** A learner signed in through the site's calls. */
async function signedIn(data: Partial<User> = confirmed()): Promise<{ client: ApiClient; user: User }> {
  const user = await createUser(payload, { name: `L ${unique()}`, ...data })
  const client = await browserClient(server.url)
  expect((await client.call('POST', '/users/sign_in.json?locale=en', { json: { user: { email: user.email, password: 'password123' } } })).status).toBe(200)
  return { client, user }
}

/** A team with `seats` seats on a staff-granted academic plan (or one that ended), and its admin signed in. */
async function team(seats: number, options: { ended?: boolean; adminData?: Partial<User> } = {}) {
  const company = await payload.create({ collection: 'companies', data: { name: `Team ${unique()}`, inviteToken: `link-${unique()}-${unique()}-${unique()}` } })
  const now = Date.now()
  await payload.create({
    collection: 'subscriptions',
    data: {
      subscribable: 'COMPANY',
      company: company.id,
      type: options.ended ? 'canceled' : 'coupon',
      provider: 'COUPON',
      plan: 'team_academic',
      quantity: seats,
      startsAt: new Date(now - 30 * DAY).toISOString(),
      currentPeriodEnd: new Date(options.ended ? now - DAY : now + 300 * DAY).toISOString(),
    },
  })
  const admin = await signedIn(options.adminData ?? confirmed())
  await join(company, admin.user, { admin: true })
  return { company, admin }
}

/** Makes `user` a member directly (as staff would), for a state a test starts from. */
const join = (company: Company, user: User, data: { admin?: boolean; paidAccess?: boolean; muted?: boolean } = {}) =>
  payload.create({ collection: 'companies_users', data: { company: company.id, user: user.id, paidAccess: true, ...data } })

async function member(company: Company, data: { admin?: boolean; paidAccess?: boolean; muted?: boolean } = {}, userData: Partial<User> = confirmed()) {
  const learner = await signedIn(userData)
  const membership = await join(company, learner.user, data)
  return { ...learner, membership }
}

const me = async (client: ApiClient) => (await client.call('GET', '/api/users/me')).body.user
const api = (client: ApiClient, method: string, path: string, json?: unknown) => client.call(method, `/api/companies${path}${path.includes('?') ? '&' : '?'}locale=en`, json === undefined ? {} : { json })
const errorsOf = (answer: { body: { errors?: Record<string, string[]> } }) => Object.values(answer.body.errors ?? {}).flat()
const equals = (value: unknown) => ({ equals: value })
const invitationsOf = async (companyId: number) => (await payload.find({ collection: 'company_invitations', where: { company: { equals: companyId } }, limit: 0 })).docs

describe('team access through the one entitlement function', () => {
  it('opens Plus to members with access on inside the contract period, and nothing outside it', async () => {
    const { company } = await team(5)
    const { client, membership } = await member(company)
    const plusPage = (await createLessonWithPages(payload)).plusPage
    const files = async () => (await client.call('GET', `/api/pages/${plusPage.id}?depth=0`)).body.defaultFiles ?? []
    expect(await me(client)).toMatchObject({
      plus: true,
      subscription: null,
      joinedCompanies: [{ id: company.id, name: company.name, paidAccess: true, admin: false }],
      activeBusinessCompaniesUser: { id: membership.id, companyId: company.id, paidAccess: true, admin: false },
    })
    expect(await files()).not.toEqual([])

    // Access off: still listed, no Plus, and the header says so.
    await payload.update({ collection: 'companies_users', id: membership.id, data: { paidAccess: false } })
    expect(await me(client)).toMatchObject({ plus: false, joinedCompanies: [{ id: company.id, paidAccess: false }], activeBusinessCompaniesUser: null })
    expect(await files()).toEqual([])

    // Outside the contract period: access on opens nothing.
    await payload.update({ collection: 'companies_users', id: membership.id, data: { paidAccess: true } })
    await payload.update({ collection: 'subscriptions', where: { company: { equals: company.id } }, data: { currentPeriodEnd: new Date(Date.now() - 1000).toISOString(), type: 'canceled' } })
    expect(await me(client)).toMatchObject({ plus: false, activeBusinessCompaniesUser: null })
    const shown = (await api(client, 'GET', `/${company.id}/team`)).body.company
    expect(shown).toMatchObject({ planStatus: 'inactive', banner: 'notSubscribing', contractedMemberCount: 0 })
  })

  it('shows an academic team its banner, and members see no admin-only fields', async () => {
    const { company, admin } = await team(3)
    await payload.update({ collection: 'companies', id: company.id, data: { address: '1-2-3 Shibuya', adminEmail: 'boss@example.test' } })
    const { client } = await member(company)
    const asAdmin = (await api(admin.client, 'GET', `/${company.id}/team`)).body
    expect(asAdmin).toMatchObject({ company: { plan: 'academic', planKind: 'academic', banner: 'academic', planStatus: 'active', contractedMemberCount: 3, memberCount: 2, address: '1-2-3 Shibuya', adminEmail: 'boss@example.test' }, me: { admin: true } })
    const asMember = (await api(client, 'GET', `/${company.id}/team`)).body
    expect(asMember).toMatchObject({ company: { address: null, adminEmail: null, memberCount: 2 }, me: { admin: false } })
  })
})

describe('rights (docs/teams.md "Rights")', () => {
  it('lets only admins with a confirmed email change the team and its members', async () => {
    const { company } = await team(5)
    const plain = await member(company)
    const other = await member(company)
    for (const [method, path, body] of [
      ['PUT', `/${company.id}/team`, { company: { name: 'Taken over' } }],
      ['PATCH', `/${company.id}/members/${other.membership.id}`, { member: { paidAccess: false } }],
      ['DELETE', `/${company.id}/members/${other.membership.id}`, undefined],
      ['POST', `/${company.id}/invitations`, { emails: 'friend@example.test' }],
      ['POST', `/${company.id}/invite_link`, undefined],
      ['GET', `/${company.id}/invitations`, undefined],
      ['GET', `/${company.id}/members.csv`, undefined],
      ['PUT', `/${company.id}/courses`, { courses: [] }],
      ['DELETE', `/${company.id}/team`, { confirmName: company.name }],
    ] as const) {
      const answer = await api(plain.client, method, path, body)
      expect([method, path, answer.status, errorsOf(answer)]).toEqual([method, path, 403, ["Only the team's admins can do this."]])
    }
    expect((await payload.findByID({ collection: 'companies', id: company.id })).name).toBe(company.name)
    expect((await payload.findByID({ collection: 'companies_users', id: other.membership.id })).paidAccess).toBe(true)

    // An admin whose email is not confirmed is refused too.
    const unconfirmed = await member(company, { admin: true }, {})
    const refused = await api(unconfirmed.client, 'PUT', `/${company.id}/team`, { company: { name: 'Renamed' } })
    expect([refused.status, errorsOf(refused)]).toEqual([403, ['A team admin needs a confirmed email address. Open the link in the confirmation email first.']])
  })

  it('never leaves a team without an admin, and lets members leave', async () => {
    const { company, admin } = await team(5)
    const adminMembership = (await payload.find({ collection: 'companies_users', where: { user: { equals: admin.user.id } } })).docs[0]
    const only = "The team's only admin cannot be removed or demoted, and cannot leave. Make another member an admin first."
    const demote = await api(admin.client, 'PATCH', `/${company.id}/members/${adminMembership.id}`, { member: { admin: false } })
    expect([demote.status, errorsOf(demote)]).toEqual([422, [only]])
    const leave = await api(admin.client, 'DELETE', `/${company.id}/members/${adminMembership.id}`)
    expect([leave.status, errorsOf(leave)]).toEqual([422, [only]])

    // A member whose email is not confirmed cannot be made an admin; one with a confirmed email can.
    const unconfirmed = await member(company, {}, {})
    const promote = await api(admin.client, 'PATCH', `/${company.id}/members/${unconfirmed.membership.id}`, { member: { admin: true } })
    expect([promote.status, errorsOf(promote)]).toEqual([422, ['A team admin needs a confirmed email address. Open the link in the confirmation email first.']])
    const second = await member(company)
    expect((await api(admin.client, 'PATCH', `/${company.id}/members/${second.membership.id}`, { member: { admin: true } })).body.member).toMatchObject({ admin: true })
    // With two admins, the first may step down.
    expect((await api(admin.client, 'PATCH', `/${company.id}/members/${adminMembership.id}`, { member: { admin: false } })).body.member).toMatchObject({ admin: false })

    // A member leaves; their session no longer lists the team.
    const leaving = await member(company)
    expect((await api(leaving.client, 'DELETE', `/${company.id}/members/${leaving.membership.id}`)).status).toBe(204)
    expect((await me(leaving.client)).joinedCompanies).toEqual([])
    expect((await api(leaving.client, 'GET', `/${company.id}/team`)).status).toBe(404)
  })

  it('keeps an admin when two admins demote each other or leave at the same moment', async () => {
    const { company, admin } = await team(5)
    const adminsOf = async () => (await payload.count({ collection: 'companies_users', where: { and: [{ company: { equals: company.id } }, { admin: equals(true) }] } })).totalDocs
    const first = (await payload.find({ collection: 'companies_users', where: { user: { equals: admin.user.id } } })).docs[0]
    const other = await member(company, { admin: true })
    const demotions = await Promise.all([
      api(admin.client, 'PATCH', `/${company.id}/members/${other.membership.id}`, { member: { admin: false } }),
      api(other.client, 'PATCH', `/${company.id}/members/${first.id}`, { member: { admin: false } }),
    ])
    expect(demotions.map((d) => d.status).sort()).toEqual([200, 403])
    expect(await adminsOf()).toBe(1)

    // Two admins again; both leave at once: one goes, the other is told the team needs its admin.
    const [stayed, demoted] = demotions[0].status === 200 ? [admin, other] : [other, admin]
    const stayedMembership = (await payload.find({ collection: 'companies_users', where: { user: { equals: stayed.user.id } } })).docs[0]
    const demotedMembership = (await payload.find({ collection: 'companies_users', where: { user: { equals: demoted.user.id } } })).docs[0]
    expect((await api(stayed.client, 'PATCH', `/${company.id}/members/${demotedMembership.id}`, { member: { admin: true } })).status).toBe(200)
    const leaving = await Promise.all([
      api(stayed.client, 'DELETE', `/${company.id}/members/${stayedMembership.id}`),
      api(demoted.client, 'DELETE', `/${company.id}/members/${demotedMembership.id}`),
    ])
    expect(leaving.map((l) => l.status).sort()).toEqual([204, 422])
    expect(await adminsOf()).toBe(1)
  })

  it('keeps one team out of another: every call on team B by an admin of team A is 404 and changes nothing', async () => {
    const a = await team(5)
    const b = await team(5)
    const bMember = await member(b.company)
    const id = b.company.id
    for (const [method, path, body] of [
      ['GET', `/${id}/team`, undefined],
      ['PUT', `/${id}/team`, { company: { name: 'Hijacked' } }],
      ['GET', `/${id}/members`, undefined],
      ['GET', `/${id}/members.csv`, undefined],
      ['GET', `/${id}/members/${bMember.membership.id}/progress`, undefined],
      ['PATCH', `/${id}/members/${bMember.membership.id}`, { member: { paidAccess: false } }],
      ['DELETE', `/${id}/members/${bMember.membership.id}`, undefined],
      ['GET', `/${id}/progress`, undefined],
      ['GET', `/${id}/rankings`, undefined],
      ['GET', `/${id}/timeline`, undefined],
      ['GET', `/${id}/invitations`, undefined],
      ['POST', `/${id}/invitations`, { emails: 'spy@example.test' }],
      ['POST', `/${id}/invite_link`, undefined],
      ['POST', `/${id}/member_imports`, { csv: 'spy@example.test' }],
      ['PUT', `/${id}/courses`, { courses: [] }],
      ['DELETE', `/${id}/team`, { confirmName: b.company.name }],
      // B's membership through A's own address.
      ['PATCH', `/${a.company.id}/members/${bMember.membership.id}`, { member: { paidAccess: false } }],
      ['DELETE', `/${a.company.id}/members/${bMember.membership.id}`, undefined],
      ['GET', `/${a.company.id}/members/${bMember.membership.id}/progress`, undefined],
    ] as const) {
      const answer = await api(a.admin.client, method, path, body)
      expect([method, path, answer.status]).toEqual([method, path, 404])
    }
    expect((await payload.findByID({ collection: 'companies', id })).name).toBe(b.company.name)
    expect((await payload.findByID({ collection: 'companies_users', id: bMember.membership.id })).paidAccess).toBe(true)
    expect(await invitationsOf(id)).toEqual([])
    // Payload's own routes on the team collections are staff-only.
    for (const path of ['/api/companies', `/api/companies/${id}`, '/api/companies_users', '/api/company_invitations', '/api/lesson_completions']) {
      const read = await a.admin.client.call('GET', path)
      expect([path, read.status === 403 || (read.body.docs ?? []).length === 0]).toEqual([path, true])
    }
    const forged = await a.admin.client.call('POST', '/api/companies_users', { json: { company: id, user: a.admin.user.id, admin: true } })
    expect(forged.status).toBe(403)
    expect((await payload.count({ collection: 'companies_users', where: { and: [{ company: { equals: id } }, { user: { equals: a.admin.user.id } }] } })).totalDocs).toBe(0)
  })
})

describe('seats, invitations and the invite link', () => {
  it('counts seats, refuses invitations and joins past the quota, and frees a seat when access goes off', async () => {
    const { company, admin } = await team(3)
    const path = `/${company.id}/invitations`
    let invitations = (await api(admin.client, 'GET', path)).body
    expect(invitations).toMatchObject({ remainingQuota: 2, canInvite: true, pending: [] })
    const tooMany = await api(admin.client, 'POST', path, { emails: 'a1@example.test, a2@example.test, a3@example.test' })
    expect([tooMany.status, errorsOf(tooMany)[0]]).toEqual([422, expect.stringContaining('no free seat')])
    const bad = await api(admin.client, 'POST', path, { emails: 'fine@example.test, not-an-address' })
    expect([bad.status, errorsOf(bad)]).toEqual([422, ['These are not email addresses: not-an-address']])
    expect(await invitationsOf(company.id)).toEqual([])

    const invitee = `inv-${unique()}@example.test`
    invitations = (await api(admin.client, 'POST', path, { emails: invitee })).body
    expect(invitations).toMatchObject({ remainingQuota: 1, pending: [{ email: invitee }] })
    const [mail] = await mailsTo(outboxDir(), invitee)
    expect(mail.subject).toBe(`You are invited to join ${company.name}`)

    // One seat left: a learner joins through the team's link; the next one is refused.
    const token = new URL(invitations.inviteUrl).searchParams.get('token')!
    const first = await signedIn()
    expect((await api(first.client, 'POST', `/${company.id}/invitation`, { token })).body).toEqual({ companyPath: `/en/companies/${company.id}` })
    const second = await signedIn()
    expect((await api(second.client, 'GET', `/${company.id}/invitation?token=${token}`)).body).toMatchObject({ problem: 'quotaFull', company: { name: company.name } })
    const full = await api(second.client, 'POST', `/${company.id}/invitation`, { token })
    expect([full.status, errorsOf(full)[0]]).toEqual([422, expect.stringContaining('no free seat')])

    // The emailed invitation kept its seat: its addressee joins, the only account that may use it.
    const mailed = new URL(/https?:\/\/\S+invitation\?token=\S+/.exec(mail.text!)![0]).searchParams.get('token')!
    const wrongAccount = await api(second.client, 'POST', `/${company.id}/invitation`, { token: mailed })
    expect([wrongAccount.status, errorsOf(wrongAccount)]).toEqual([422, ['This invitation was sent to another email address. Log in with that address to join.']])
    const addressee = await signedIn({ ...confirmed(), email: invitee })
    expect((await api(addressee.client, 'POST', `/${company.id}/invitation`, { token: mailed })).status).toBe(200)
    expect((await me(addressee.client)).plus).toBe(true)
    expect((await api(admin.client, 'GET', path)).body).toMatchObject({ remainingQuota: 0, pending: [] })

    // Access off frees a seat (the member stays listed); turning it on again needs a free one.
    const firstMembership = (await payload.find({ collection: 'companies_users', where: { user: { equals: first.user.id } } })).docs[0]
    await api(admin.client, 'PATCH', `/${company.id}/members/${firstMembership.id}`, { member: { paidAccess: false } })
    expect((await api(admin.client, 'GET', path)).body.remainingQuota).toBe(1)
    expect((await api(admin.client, 'GET', `/${company.id}/members`)).body.totalDocs).toBe(3)
    expect((await api(second.client, 'POST', `/${company.id}/invitation`, { token })).status).toBe(200)
    const again = await api(admin.client, 'PATCH', `/${company.id}/members/${firstMembership.id}`, { member: { paidAccess: true } })
    expect([again.status, errorsOf(again)[0]]).toEqual([422, expect.stringContaining('no free seat')])
  })

  it('gives the last seats once when learners join through the link and invitations are sent all at once', async () => {
    const { company, admin } = await team(3)
    const token = (await api(admin.client, 'GET', `/${company.id}/invitations`)).body.inviteUrl.split('token=')[1]
    // Six learners take the two free seats at the same moment: two get in, four are told the team is full.
    const learners = await Promise.all(Array.from({ length: 6 }, () => signedIn()))
    const joins = await Promise.all(learners.map(({ client }) => api(client, 'POST', `/${company.id}/invitation`, { token })))
    expect(joins.map((j) => j.status).sort()).toEqual([200, 200, 422, 422, 422, 422])
    for (const refused of joins.filter((j) => j.status === 422)) expect(errorsOf(refused)[0]).toContain('no free seat')
    const withAccess = await payload.count({ collection: 'companies_users', where: { and: [{ company: { equals: company.id } }, { paidAccess: equals(true) }] } })
    expect(withAccess.totalDocs).toBe(3)
    // The seat line of a team that does not exist is no way around its 404.
    expect((await api(learners[0].client, 'POST', '/99999999/invitation', { token })).status).toBe(404)

    // A seat freed, then two invitations sent at once for it (a pending invitation holds a seat): one is stored.
    const joined = (await payload.find({ collection: 'companies_users', where: { and: [{ company: { equals: company.id } }, { admin: equals(false) }] } })).docs[0]
    await api(admin.client, 'PATCH', `/${company.id}/members/${joined.id}`, { member: { paidAccess: false } })
    const sent = await Promise.all([`x-${unique()}@example.test`, `y-${unique()}@example.test`].map((email) => api(admin.client, 'POST', `/${company.id}/invitations`, { emails: email })))
    expect(sent.map((s) => s.status).sort()).toEqual([200, 422])
    expect(await invitationsOf(company.id)).toHaveLength(1)
    expect((await api(admin.client, 'GET', `/${company.id}/invitations`)).body.remainingQuota).toBe(0)
  })

  it('makes the old link stop working when it is regenerated', async () => {
    const { company, admin } = await team(10)
    const before = new URL((await api(admin.client, 'GET', `/${company.id}/invitations`)).body.inviteUrl).searchParams.get('token')!
    const after = new URL((await api(admin.client, 'POST', `/${company.id}/invite_link`)).body.inviteUrl).searchParams.get('token')!
    expect(after).not.toBe(before)
    const learner = await signedIn()
    expect((await api(learner.client, 'GET', `/${company.id}/invitation?token=${before}`)).body).toMatchObject({ problem: 'invalidLink', company: { name: '' } })
    const old = await api(learner.client, 'POST', `/${company.id}/invitation`, { token: before })
    expect([old.status, errorsOf(old)]).toEqual([422, ['This invitation link is no longer valid. Ask the team\'s admin for a new one.']])
    expect((await api(learner.client, 'POST', `/${company.id}/invitation`, { token: after })).status).toBe(200)
    const twice = await api(learner.client, 'POST', `/${company.id}/invitation`, { token: after })
    expect([twice.status, errorsOf(twice)]).toEqual([422, ['You are already a member of this team.']])
  })

  it('blocks inviting, joining and importing outside the contract period', async () => {
    const { company, admin } = await team(10, { ended: true })
    const outside = 'The team is outside its contract period: paid lessons are closed and inviting is paused.'
    const invite = await api(admin.client, 'POST', `/${company.id}/invitations`, { emails: 'late@example.test' })
    expect([invite.status, errorsOf(invite)]).toEqual([422, [outside]])
    const csv = await api(admin.client, 'POST', `/${company.id}/member_imports`, { csv: 'late@example.test' })
    expect([csv.status, errorsOf(csv)]).toEqual([422, [outside]])
    expect((await api(admin.client, 'GET', `/${company.id}/invitations`)).body).toMatchObject({ canInvite: false, remainingQuota: 0 })
    const token = new URL((await api(admin.client, 'GET', `/${company.id}/invitations`)).body.inviteUrl).searchParams.get('token')!
    const learner = await signedIn()
    const joinLate = await api(learner.client, 'POST', `/${company.id}/invitation`, { token })
    expect([joinLate.status, errorsOf(joinLate)]).toEqual([422, [outside]])
    expect(await invitationsOf(company.id)).toEqual([])
  })
})

describe('CSV import of members', () => {
  it('checks every row, imports nothing when one row is wrong and names it, and imports a correct file whole', async () => {
    const { company, admin } = await team(10)
    const existing = await member(company)
    const good = [`c1-${unique()}@example.test`, `c2-${unique()}@example.test`]
    const wrong = `email,name,role\n${good[0]},Aiko,member\nnot-an-address,Bad,member\n${good[1]},Ben,admin\n${existing.user.email},Old,\n${good[0]},Again,member\n${`c3-${unique()}@example.test`},Role,owner\n`
    const preview = (await api(admin.client, 'POST', `/${company.id}/member_imports/preview`, { csv: wrong })).body
    expect(preview.valid).toBe(false)
    expect(preview.rows.map((row: { line: number; error: string | null }) => [row.line, row.error])).toEqual([
      [2, null],
      [3, 'Not an email address'],
      [4, null],
      [5, 'Already a member of the team'],
      [6, 'This address is already on an earlier line'],
      [7, 'The role must be admin or member'],
    ])
    const refused = await api(admin.client, 'POST', `/${company.id}/member_imports`, { csv: wrong })
    expect(refused.status).toBe(422)
    expect(errorsOf(refused)).toEqual(['Nothing was imported: fix the rows marked in the file (lines 3, 5, 6, 7) and try again.'])
    expect(refused.body.rows).toHaveLength(6)
    expect(await invitationsOf(company.id)).toEqual([])
    expect(await mailsTo(outboxDir(), good[0])).toEqual([])

    // More rows than seats (10 seats, 2 members: 8 left): the rows past the quota are the wrong ones.
    const crowd = Array.from({ length: 9 }, (_, i) => `crowd${i}-${unique()}@example.test`).join('\n')
    const overQuota = (await api(admin.client, 'POST', `/${company.id}/member_imports/preview`, { csv: crowd })).body
    expect(overQuota.rows.filter((row: { error: string | null }) => row.error).map((row: { line: number }) => row.line)).toEqual([9])

    const right = `${good[0]},Aiko,member\n${good[1]},Ben,admin\n`
    expect((await api(admin.client, 'POST', `/${company.id}/member_imports`, { csv: right })).body).toMatchObject({ valid: true, imported: 2 })
    expect((await invitationsOf(company.id)).map((i) => [i.email, i.admin]).sort()).toEqual([[good[0], false], [good[1], true]].sort())
    expect(await mailsTo(outboxDir(), good[1])).toHaveLength(1)
    const notCsv = await api(admin.client, 'POST', `/${company.id}/member_imports`, { csv: '"unclosed' })
    expect([notCsv.status, errorsOf(notCsv)]).toEqual([422, ['The file could not be read as CSV (email,name,role per line).']])
  })
})

describe('the dashboard: members, progress, rankings, timeline, CSV', () => {
  it('counts lesson completions per lesson, hides muted members from the timeline and downloads the members', async () => {
    const { company, admin } = await team(10)
    const fixture = await createLessonWithPages(payload)
    await api(admin.client, 'PUT', `/${company.id}/courses`, { courses: [fixture.course.id] })
    const loud = await member(company)
    const quiet = await member(company, { muted: true })
    for (const learner of [loud, quiet]) for (const page of [fixture.basicPage, fixture.plusPage, fixture.professionalPage]) await recordClear(payload, learner.user, page)

    const progress = (await api(loud.client, 'GET', `/${company.id}/progress`)).body
    expect(progress).toMatchObject({ memberCount: 3, contractedMemberCount: 10, courses: [{ id: fixture.course.id, lessons: [{ id: fixture.lesson.id, completedMembers: 2 }] }] })
    const timeline = (await api(loud.client, 'GET', `/${company.id}/timeline`)).body
    expect(timeline.items.map((item: { userId: number }) => item.userId)).toEqual([loud.user.id])
    expect(timeline.next).toBeNull()
    const ranking = (await api(loud.client, 'GET', `/${company.id}/rankings?period=total`)).body.rankings
    expect(ranking.map((row: { userId: number; isMe: boolean }) => [row.userId, row.isMe]).sort()).toEqual([[loud.user.id, true], [quiet.user.id, false]].sort())
    const dialog = (await api(admin.client, 'GET', `/${company.id}/members/${quiet.membership.id}/progress`)).body
    expect(dialog.courses[0].lessons[0]).toMatchObject({ clearedPages: 3, totalPages: 3, completed: true })

    const page = (await api(loud.client, 'GET', `/${company.id}/members?perPage=2`)).body
    expect(page).toMatchObject({ page: 1, totalPages: 2, totalDocs: 3 })
    expect(page.members.every((m: { email: string | null }) => m.email === null)).toBe(true)
    const csv = await api(admin.client, 'GET', `/${company.id}/members.csv`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = String(csv.body).replace(/^\uFEFF/, '').trim().split('\n')
    expect(lines[0]).toBe('Name,Email,Level,Exp,Lessons completed,Exercises cleared,Paid lessons,Role,Timeline,Joined')
    expect(lines).toHaveLength(4)
    expect(lines.some((line) => line.includes(quiet.user.email) && line.includes(',3,') && line.includes('muted'))).toBe(true)
  })
})

describe('the progress counts', () => {
  it('follow completions, joins, leaves and account deletions, and equal a recount', async () => {
    const { company, admin } = await team(10)
    const fixture = await createLessonWithPages(payload)
    const pages = [fixture.basicPage, fixture.plusPage, fixture.professionalPage]
    await api(admin.client, 'PUT', `/${company.id}/courses`, { courses: [fixture.course.id] })
    const completedMembers = async () => (await api(admin.client, 'GET', `/${company.id}/progress`)).body.courses[0].lessons[0].completedMembers
    const rows = async () =>
      (await payload.find({ collection: 'team_lesson_counts', where: { company: { equals: company.id } }, depth: 0, limit: 0, sort: 'lesson' })).docs.map((row) => [row.lesson, row.members])

    // A learner who completed the lesson before joining brings the completion along.
    const veteran = await signedIn()
    for (const page of pages) await recordClear(payload, veteran.user, page)
    expect(await completedMembers()).toBe(0)
    const veteranMembership = await join(company, veteran.user)
    expect(await completedMembers()).toBe(1)
    // A member completing it inside the team counts once, however often the pages are cleared again.
    const newcomer = await member(company)
    for (const page of [...pages, ...pages]) await recordClear(payload, newcomer.user, page)
    expect(await completedMembers()).toBe(2)
    // A member of another team counts only there.
    const other = await team(5)
    await join(other.company, newcomer.user)
    expect(await completedMembers()).toBe(2)
    expect((await payload.find({ collection: 'team_lesson_counts', where: { company: { equals: other.company.id } }, depth: 0 })).docs.map((row) => row.members)).toEqual([1])

    // The admin removes the veteran; the newcomer deletes their account.
    expect((await api(admin.client, 'DELETE', `/${company.id}/members/${veteranMembership.id}`)).status).toBe(204)
    expect(await completedMembers()).toBe(1)
    await payload.delete({ collection: 'users', id: newcomer.user.id })
    expect(await completedMembers()).toBe(0)
    expect(await rows()).toEqual([])

    // Counted as it went, the table equals a recount from the completions and memberships.
    await join(company, veteran.user)
    const kept = await rows()
    expect(kept).toEqual([[fixture.lesson.id, 1]])
    await rebuildTeamLessonCounts(payload)
    expect(await rows()).toEqual(kept)
  })
})

describe('registration and deleting a team, on Stripe', () => {
  it('registers a team whose payment opens its seats, and cancels the subscription when the team is deleted', async () => {
    const admin = await signedIn()
    const missingTerms = await api(admin.client, 'POST', '/subscription', { company: { name: 'Dojo', adminName: 'Ann', adminEmail: 'ann@example.test' }, seats: 4, agreeToTerms: false })
    expect([missingTerms.status, errorsOf(missingTerms)]).toEqual([422, ['Please agree to the terms of use to continue.']])
    const noSeats = await api(admin.client, 'POST', '/subscription', { company: { name: 'Dojo', adminName: 'Ann', adminEmail: 'ann@example.test' }, seats: 0, agreeToTerms: true })
    expect(noSeats.status).toBe(422)
    const registered = await api(admin.client, 'POST', '/subscription', { company: { name: `Dojo ${unique()}`, adminName: 'Ann', adminEmail: 'ann@example.test' }, seats: 4, agreeToTerms: true })
    expect(registered.status).toBe(200)
    const companyId = registered.body.companyId as number
    expect((await api(admin.client, 'GET', `/${companyId}/team`)).body.company).toMatchObject({ planStatus: 'inactive', banner: 'notSubscribing' })

    await stripe.completeCheckout(registered.body.url.split('/').pop())
    const subscription = (await payload.find({ collection: 'subscriptions', where: { company: { equals: companyId } } })).docs[0]
    expect(subscription).toMatchObject({ subscribable: 'COMPANY', plan: 'team_1m', type: 'active', quantity: 4, provider: 'STRIPE' })
    expect((await api(admin.client, 'GET', `/${companyId}/team`)).body.company).toMatchObject({ planStatus: 'active', planKind: 'paid', banner: null, contractedMemberCount: 4, memberCount: 1 })
    expect((await me(admin.client)).plus).toBe(true)
    // Paying again while the plan runs is refused.
    const again = await api(admin.client, 'POST', `/${companyId}/subscription/restart`, { seats: 5, agreeToTerms: true })
    expect(again.status).toBe(409)

    const wrongName = await api(admin.client, 'DELETE', `/${companyId}/team`, { confirmName: 'something else' })
    expect(wrongName.status).toBe(422)
    const name = (await payload.findByID({ collection: 'companies', id: companyId })).name
    expect((await api(admin.client, 'DELETE', `/${companyId}/team`, { confirmName: name })).status).toBe(204)
    const ended = await payload.findByID({ collection: 'subscriptions', id: subscription.id })
    expect(ended.type).toBe('canceled')
    expect(Date.parse(ended.currentPeriodEnd!)).toBeLessThanOrEqual(Date.now())
    expect(await me(admin.client)).toMatchObject({ plus: false, joinedCompanies: [] })
    expect((await payload.count({ collection: 'companies_users', where: { company: { equals: companyId } } })).totalDocs).toBe(0)
  })
})
