import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@cms/payload-types'
import { browserClient, type ApiClient, type ApiServer } from '../support/apiServer'
import { useApiServer } from '../support/useApiServer'
import { createLessonWithPages, createUser, unique } from '../support/fixtures'
import { startFakeStripe, type FakeStripe } from '../support/stripeServer'

/**
 * Plans on Stripe (docs/plans.md): the real `stripe` SDK against a Stripe-compatible server on loopback, and
 * webhooks signed by the SDK's test-header helper, delivered to the platform's webhook route. Runs on SQLite
 * and on PostgreSQL (the suite's second pass).
 */
let payload: Payload
let server: ApiServer
let stripe: FakeStripe
useApiServer((started) => ({ payload, server } = started))

const STRIPE_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const
const paymentsOn = () => Object.assign(process.env, { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url })
const paymentsOff = () => STRIPE_ENV.forEach((name) => delete process.env[name])

beforeAll(async () => {
  stripe = await startFakeStripe()
  stripe.webhookUrl = `${server.url}/api/stripe/webhook`
  paymentsOn()
})
afterAll(async () => {
  paymentsOff()
  await stripe?.close()
})

/** A learner signed in through the site's calls (just signed up, so inside the trial offer, email confirmed). */
async function learner(): Promise<{ client: ApiClient; user: User }> {
  const user = await createUser(payload, { emailConfirmedAt: new Date().toISOString(), name: `L ${unique()}` })
  const client = await browserClient(server.url)
  expect((await client.call('POST', '/users/sign_in.json', { json: { user: { email: user.email, password: 'password123' } } })).status).toBe(200)
  return { client, user }
}
const me = async (client: ApiClient) => (await client.call('GET', '/api/users/me')).body.user
const billing = async (client: ApiClient) => (await client.call('GET', '/api/subscriptions/billing')).body
const sessionIdOf = (url: string) => url.split('/').pop()!
const DAY = 86_400_000
const near = (iso: string | null, ms: number, tolerance = 5 * 60_000) => Math.abs(Date.parse(iso ?? '') - ms) < tolerance

async function checkout(client: ApiClient, plan: string, course?: number) {
  const answer = await client.call('POST', '/api/subscriptions/checkout', { json: { plan, ...(course ? { course } : {}) } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return sessionIdOf(answer.body.url)
}
const subscriptionsOf = async (userId: number) => (await payload.find({ collection: 'subscriptions', where: { user: { equals: userId } }, depth: 0, sort: 'createdAt' })).docs

describe('checkout → active, then a failed renewal, a new card, cancelling and the end', () => {
  it('follows Stripe through every state and logs each change with who made it', async () => {
    const { client, user } = await learner()
    expect((await me(client)).plus).toBe(false)

    const paid = await stripe.completeCheckout(await checkout(client, 'plus_1m'))
    let session = await me(client)
    expect(session).toMatchObject({ plus: true, subscribing: true, subscription: { activeFlag: 'active', state: 'active', expiredCoupon: false } })
    expect(session.subscription.daysUntilNextPayment).toBeGreaterThanOrEqual(28)
    let tab = await billing(client)
    expect(tab.plan).toMatchObject({ plan: 'plus_1m', type: 'active', provider: 'STRIPE', amount: 1490, currency: 'jpy', canCancel: true })
    expect(near(tab.plan.nextPaymentDate, paid.items.data[0].current_period_end * 1000)).toBe(true)
    expect(tab.charges).toEqual([expect.objectContaining({ amount: 1490, currency: 'jpy', summary: 'Plus, 1 month', receiptUrl: expect.stringContaining('/receipts/') })])

    // A renewal fails: paused, still open during the grace period; a new card pays the open invoice: active.
    await stripe.failRenewal(paid.id)
    session = await me(client)
    expect(session).toMatchObject({ plus: true, subscription: { activeFlag: 'paused', state: 'paused' } })
    tab = await billing(client)
    expect(near(tab.plan.graceUntil, Date.now() + 7 * DAY)).toBe(true)
    const portal = await client.call('POST', '/api/cards')
    expect([portal.status, portal.body.url]).toEqual([200, expect.stringContaining('/portal/')])
    await stripe.payOpenInvoice(paid.id)
    expect((await me(client)).subscription).toMatchObject({ activeFlag: 'active' })
    expect((await billing(client)).charges).toHaveLength(2)

    // Cancel: nothing more is charged, usable until the end date; reactivating is possible until then.
    const end = stripe.subscriptions.get(paid.id)!.items.data[0].current_period_end * 1000
    const canceled = await client.call('PUT', `/api/subscriptions/${tab.plan.id}/cancel`, { json: { reasons: ['price', 'no_time'], comment: 'Back later' } })
    expect(canceled.status).toBe(200)
    expect(canceled.body.subscription).toMatchObject({ type: 'canceled', canCancel: false, canReactivate: true, nextPaymentDate: null })
    expect(near(canceled.body.subscription.endDate, end)).toBe(true)
    await stripe.deliverQueued()
    expect(await me(client)).toMatchObject({ plus: true, subscription: { activeFlag: 'canceled', daysUntilNextPayment: null } })
    const stored = (await subscriptionsOf(user.id))[0]
    expect(stored.cancellation).toMatchObject({ reasons: ['price', 'no_time'], comment: 'Back later' })

    const again = await client.call('PUT', `/api/subscriptions/${tab.plan.id}/reactivate`)
    expect([again.status, again.body.subscription.type]).toEqual([200, 'active'])
    expect((await client.call('PUT', `/api/subscriptions/${tab.plan.id}/cancel`, { json: { reasons: [] } })).status).toBe(200)
    await stripe.deliverQueued()

    // The period ends: Stripe deletes the subscription and Plus closes.
    await stripe.endPeriod(paid.id)
    session = await me(client)
    expect(session).toMatchObject({ plus: false, subscribing: false, subscription: { state: 'expired' } })
    expect((await billing(client)).plan).toBeNull()
    const refused = await client.call('PUT', `/api/subscriptions/${tab.plan.id}/reactivate?locale=en`)
    expect([refused.status, refused.body.errors.base]).toEqual([422, ['Failed to reactivate plan.']])

    const log = await payload.find({ collection: 'billing_log', where: { and: [{ collectionSlug: { equals: 'subscriptions' } }, { docId: { equals: String(stored.id) } }] }, sort: 'createdAt', limit: 100, depth: 0 })
    expect(new Set(log.docs.map((entry) => entry.actor))).toEqual(new Set(['provider', 'learner']))
    expect(log.docs.find((entry) => entry.actor === 'learner')).toMatchObject({ by: user.id, operation: 'update' })
  })
})

describe('the free trial on Stripe', () => {
  it('converts into the monthly plan by its first payment', async () => {
    const { client, user } = await learner()
    expect((await me(client)).canAccessFreeTrial).toBe(true)
    const started = await client.call('POST', '/api/subscriptions/trial')
    expect(started.status).toBe(200)
    const trial = await stripe.completeCheckout(sessionIdOf(started.body.url))
    expect(stripe.sessions.get(sessionIdOf(started.body.url))!.subscription_data.trial_period_days).toBe('5')
    let session = await me(client)
    expect(session).toMatchObject({ plus: true, canAccessFreeTrial: false, subscription: { activeFlag: 'trial', daysUntilNextPayment: 5 } })
    expect((await client.call('POST', '/api/subscriptions/trial')).status).toBe(422)

    await stripe.convertTrial(trial.id)
    session = await me(client)
    expect(session).toMatchObject({ plus: true, subscription: { activeFlag: 'active' } })
    const [sub] = await subscriptionsOf(user.id)
    expect(sub).toMatchObject({ plan: 'plus_jp_1m_2306', type: 'active', provider: 'STRIPE' })
    expect((await billing(client)).charges).toEqual([expect.objectContaining({ amount: 1490 })])
  })

  it('ends at once when the learner applies for a paid plan', async () => {
    const { client, user } = await learner()
    const started = await client.call('POST', '/api/subscriptions/trial')
    const trial = await stripe.completeCheckout(sessionIdOf(started.body.url))
    await stripe.completeCheckout(await checkout(client, 'plus_12m'))
    // The trial is cancelled at Stripe (it never charges) and ended here, now.
    expect(stripe.subscriptions.get(trial.id)!.status).toBe('canceled')
    const [ended, yearly] = await subscriptionsOf(user.id)
    expect(ended).toMatchObject({ plan: 'plus_jp_1m_2306', type: 'canceled' })
    expect(near(ended.currentPeriodEnd!, Date.now())).toBe(true)
    expect(yearly).toMatchObject({ plan: 'plus_12m', type: 'active', interval: 'year', intervalCount: 1 })
    expect(await me(client)).toMatchObject({ plus: true, subscription: { activeFlag: 'active' } })
    // Stripe's late events about the trial change nothing: it stays ended.
    for (const { event } of stripe.delivered.filter((d) => d.event.data.object.id === trial.id)) {
      expect(await stripe.deliver({ ...event, id: `evt_late_${unique()}` })).toBe(200)
    }
    expect((await subscriptionsOf(user.id))[0]).toMatchObject({ type: 'canceled' })
  })
})

describe('webhooks', () => {
  it('change nothing twice when repeated, and nothing backwards when late', async () => {
    const { client, user } = await learner()
    const paid = await stripe.completeCheckout(await checkout(client, 'plus_6m'))
    const before = { subs: await subscriptionsOf(user.id), charges: (await billing(client)).charges }
    const ours = stripe.delivered.filter((d) => JSON.stringify(d.event).includes(paid.id))
    expect(ours.map((d) => d.event.type)).toEqual(['customer.subscription.created', 'checkout.session.completed', 'invoice.paid'])
    // Every event again, newest first (duplicated and reordered).
    for (const { event } of [...ours].reverse()) expect(await stripe.deliver(event)).toBe(200)
    expect(await subscriptionsOf(user.id)).toEqual(before.subs)
    expect((await billing(client)).charges).toEqual(before.charges)
    expect((await payload.count({ collection: 'billing_events', where: { eventId: { in: ours.map((d) => d.event.id) } } })).totalDocs).toBe(3)

    // Cancelled, then the creation event arrives late under a new id: still canceled (the state is read from Stripe).
    const plan = (await billing(client)).plan
    await client.call('PUT', `/api/subscriptions/${plan.id}/cancel`, { json: { reasons: ['other'] } })
    await stripe.deliverQueued()
    expect(await stripe.deliver({ ...ours[0].event, id: `evt_late_${unique()}` })).toBe(200)
    expect((await subscriptionsOf(user.id))[0]).toMatchObject({ type: 'canceled' })
  })

  it('refuses an event without a valid signature, and stores nothing of it', async () => {
    const forged = { id: `evt_forged_${unique()}`, object: 'event', type: 'invoice.paid', data: { object: {} } }
    for (const signature of ['', 't=1,v1=deadbeef']) {
      const answer = await fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: JSON.stringify(forged) })
      expect(answer.status).toBe(400)
    }
    expect((await payload.count({ collection: 'billing_events', where: { eventId: { equals: forged.id } } })).totalDocs).toBe(0)
  })
})

describe('Professional per course', () => {
  it('opens the bought course only, and cannot be bought twice', async () => {
    const { client, user } = await learner()
    const bought = await createLessonWithPages(payload)
    const other = await createLessonWithPages(payload)
    await stripe.completeCheckout(await checkout(client, 'professional_course', bought.course.id))
    const session = await me(client)
    expect(session).toMatchObject({ plus: false, professional: false, entitlements: { professionalCourses: [bought.course.id] } })
    // A field the reader may not see comes back empty (as in tests/integration/access.test.ts).
    const files = async (pageId: number) => (await client.call('GET', `/api/pages/${pageId}?depth=0`)).body.defaultFiles ?? []
    expect(await files(bought.professionalPage.id)).toEqual([expect.objectContaining({ path: 'main.py' })])
    expect(await files(other.professionalPage.id)).toEqual([])
    expect(await files(bought.plusPage.id)).toEqual([])
    const twice = await client.call('POST', '/api/subscriptions/checkout?locale=en', { json: { plan: 'professional_course', course: bought.course.id } })
    expect([twice.status, twice.body.errors.course]).toEqual([409, ['You have already bought this course.']])
    expect((await billing(client)).charges).toEqual([expect.objectContaining({ amount: 9800, summary: 'Professional course' })])
    expect((await subscriptionsOf(user.id))[0]).toMatchObject({ plan: 'professional_course', type: 'active', currentPeriodEnd: null })
  })
})

describe('without Stripe keys', () => {
  it('still starts trials, and says clearly that card payments are not configured', async () => {
    paymentsOff()
    try {
      const { client, user } = await learner()
      const buy = await client.call('POST', '/api/subscriptions/checkout?locale=en', { json: { plan: 'plus_1m' } })
      expect([buy.status, buy.body.errors.base]).toEqual([409, ['Card payments are not configured on this platform yet. Please try again later.']])
      expect((await client.call('POST', '/api/cards')).status).toBe(409)
      expect((await billing(client)).paymentsEnabled).toBe(false)
      const webhook = await fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', body: '{}' })
      expect(webhook.status).toBe(404)

      const trial = await client.call('POST', '/api/subscriptions/trial')
      expect(trial.status).toBe(200)
      expect(trial.body.subscription).toMatchObject({ plan: 'plus_jp_1m_2306', type: 'trial', provider: 'COUPON', nextPaymentDate: null, canCancel: true })
      expect(near(trial.body.subscription.endDate, Date.now() + 5 * DAY)).toBe(true)
      expect(await me(client)).toMatchObject({ plus: true, canAccessFreeTrial: false, subscription: { activeFlag: 'trial', daysUntilNextPayment: null } })
      // Cancelling a card-less trial keeps it until its end.
      const canceled = await client.call('PUT', `/api/subscriptions/${trial.body.subscription.id}/cancel`, { json: { reasons: ['price'] } })
      expect(canceled.body.subscription).toMatchObject({ type: 'canceled', canReactivate: true })
      expect((await me(client)).plus).toBe(true)
      expect((await subscriptionsOf(user.id))).toHaveLength(1)

      // Six presses at once start one trial; the others hear the trial is not available.
      const twice = await learner()
      const presses = await Promise.all([0, 1, 2, 3, 4, 5].map(() => twice.client.call('POST', '/api/subscriptions/trial?locale=en')))
      expect(presses.map((p) => p.status).sort()).toEqual([200, 422, 422, 422, 422, 422])
      expect(await subscriptionsOf(twice.user.id)).toHaveLength(1)
    } finally {
      paymentsOn()
    }
  })

  it('refuses bad input with clear messages, and another learner’s subscription is not found', async () => {
    const { client } = await learner()
    const unknown = await client.call('POST', '/api/subscriptions/checkout?locale=en', { json: { plan: 'plus_99m' } })
    expect([unknown.status, unknown.body.errors.plan]).toEqual([422, ['This plan does not exist.']])
    const mobile = await client.call('POST', '/api/subscriptions/checkout?locale=en', { json: { plan: 'plus_ios' } })
    expect(mobile.status).toBe(422)
    const noCourse = await client.call('POST', '/api/subscriptions/checkout?locale=en', { json: { plan: 'professional_course' } })
    expect([noCourse.status, noCourse.body.errors.course]).toEqual([422, ['Choose the course to buy.']])
    const owner = await learner()
    await stripe.completeCheckout(await checkout(owner.client, 'plus_1m'))
    const { id } = (await billing(owner.client)).plan
    expect((await client.call('PUT', `/api/subscriptions/${id}/cancel`, { json: { reasons: [] } })).status).toBe(404)
    expect((await client.call('PUT', '/api/subscriptions/abc/cancel', { json: { reasons: [] } })).status).toBe(404)
  })
})

describe('coupons (docs/plans.md "Coupons")', () => {
  const coupon = (fields: Record<string, unknown> = {}) =>
    payload.create({ collection: 'coupons', data: { code: `ID-${unique()}`, provider: 'tokopedia', plan: 'plus_1m', validityMonths: 3, percentOff: 100, duration: 'once', country: 'ID', promotionId: 'toko-2026', ...fields } as never })
  async function indonesian() {
    const client = await browserClient(server.url)
    const email = `id-${unique()}@example.test`
    expect((await client.call('POST', '/users.json?locale=id', { json: { user: { email, password: 'password123', name: 'Budi' } } })).status).toBe(200)
    return { client, user: (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })).docs[0] }
  }
  const redeem = (client: ApiClient, code: string) => client.call('POST', '/api/coupon_redemptions?locale=en', { json: { code } })

  it('records the country at sign-up, never from the request', async () => {
    const { user } = await indonesian()
    expect(user.countryCode).toBe('ID')
    // Signing up through Payload's own route with a forged country: the field is the server's.
    const forged = await fetch(`${server.url}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `f-${unique()}@example.test`, password: 'password123', countryCode: 'ID' }) })
    expect(forged.status).toBe(201)
    const created = (await forged.json()).doc
    expect((await payload.findByID({ collection: 'users', id: created.id, depth: 0 })).countryCode ?? null).toBeNull()
  })

  it('opens Plus for the coupon’s months from the day it is redeemed, once', async () => {
    const { client } = await indonesian()
    const code = await coupon()
    const applied = await redeem(client, `  ${code.code.toLowerCase().replace('-', ' - ')} `)
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    expect(applied.body.subscription).toMatchObject({ type: 'coupon', provider: 'COUPON', plan: 'plus_1m', canCancel: false })
    expect(Date.parse(applied.body.subscription.endDate)).toBeGreaterThan(Date.now() + 88 * DAY)
    expect(await me(client)).toMatchObject({ plus: true, subscription: { activeFlag: 'coupon', expiredCoupon: false, promotionId: 'toko-2026' } })
    // A second coupon while one runs; the same code for another Indonesian account (used up).
    const another = await redeem(client, (await coupon()).code)
    expect([another.status, another.body.errors.code]).toEqual([409, ['This account already has a coupon.']])
    const second = await indonesian()
    const usedUp = await redeem(second.client, code.code)
    expect([usedUp.status, usedUp.body.errors.code]).toEqual([422, ['This code is invalid.']])
    expect((await payload.findByID({ collection: 'coupons', id: code.id })).redemptionCount).toBe(1)
  })

  it('redeems a one-use code once when four accounts send it at the same moment, and one of two codes one account sends at once', async () => {
    const code = await coupon()
    const learners = await Promise.all(Array.from({ length: 4 }, () => indonesian()))
    const answers = await Promise.all(learners.map(({ client }) => redeem(client, code.code)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422])
    expect((await payload.findByID({ collection: 'coupons', id: code.id })).redemptionCount).toBe(1)
    expect((await payload.count({ collection: 'coupon_redemptions', where: { coupon: { equals: code.id } } })).totalDocs).toBe(1)
    const opened = await payload.count({ collection: 'subscriptions', where: { and: [{ coupon: { equals: code.id } }, { user: { in: learners.map((l) => l.user.id) } }] } })
    expect(opened.totalDocs).toBe(1)
    // One account sending two codes at once gets one of them: an account holds one coupon at a time.
    const { client, user } = await indonesian()
    const both = await Promise.all([await coupon(), await coupon()].map((c) => redeem(client, c.code)))
    expect(both.map((a) => a.status).sort()).toEqual([200, 409])
    expect((await payload.count({ collection: 'coupon_redemptions', where: { user: { equals: user.id } } })).totalDocs).toBe(1)
  })

  it('refuses what a coupon cannot do, with the spec’s messages', async () => {
    const { client } = await indonesian()
    const cases: [string, number, string][] = [
      ['', 422, 'Enter your code'],
      ['NO-SUCH-CODE', 422, 'This code is invalid.'],
      [(await coupon({ redeemableUntil: new Date(Date.now() - DAY).toISOString() })).code, 422, 'This coupon has expired.'],
    ]
    for (const [code, status, message] of cases) {
      const answer = await redeem(client, code)
      expect([code, answer.status, answer.body.errors.code]).toEqual([code, status, [message]])
    }
    const japanese = await learner()
    const notHere = await redeem(japanese.client, (await coupon()).code)
    expect([notHere.status, notHere.body.errors.code]).toEqual([422, ['This code can only be used by accounts created in Indonesia.']])
    // A member of a team with a plan cannot use an individual coupon.
    const company = await payload.create({ collection: 'companies', data: { name: `Team ${unique()}` } })
    await payload.create({ collection: 'subscriptions', data: { subscribable: 'COMPANY', company: company.id, type: 'active', provider: 'STRIPE', plan: 'team_1m', quantity: 5, startsAt: new Date().toISOString(), currentPeriodEnd: new Date(Date.now() + 300 * DAY).toISOString() } })
    const member = await indonesian()
    await payload.create({ collection: 'companies_users', data: { company: company.id, user: member.user.id } })
    const team = await redeem(member.client, (await coupon()).code)
    expect([team.status, team.body.errors.code]).toEqual([422, ['Accounts on a team plan cannot use a coupon.']])
    // Plus comes from the team's plan (docs/teams.md), not from a coupon of their own.
    expect(await me(member.client)).toMatchObject({ plus: true, subscription: null, activeBusinessCompaniesUser: { companyId: company.id, paidAccess: true } })
  })
})

describe('reserved plans (learner.md §4)', () => {
  it('shows a reserved plan, which the learner can call off until it begins', async () => {
    const { client, user } = await learner()
    const reserve = (days: number) =>
      payload.create({ collection: 'subscriptions', data: { subscribable: 'USER', user: user.id, type: 'reserved', provider: 'COUPON', plan: 'plus_12m', startsAt: new Date(Date.now() + days * DAY).toISOString(), currentPeriodEnd: new Date(Date.now() + (days + 365) * DAY).toISOString() } })
    const upcoming = await reserve(10)
    let tab = await billing(client)
    expect(tab.reserved).toMatchObject({ id: upcoming.id, state: 'upcoming', canCancel: true })
    expect((await me(client)).plus).toBe(false)
    const calledOff = await client.call('PUT', `/api/subscriptions/${upcoming.id}/cancel`, { json: { reasons: [] } })
    expect([calledOff.status, calledOff.body.subscription.type]).toEqual([200, 'canceled'])
    tab = await billing(client)
    expect(tab.reserved).toBeNull()
    // Once it has begun it is an ordinary plan: calling it off is refused.
    const begun = await reserve(-1)
    expect((await me(client)).plus).toBe(true)
    const refused = await client.call('PUT', `/api/subscriptions/${begun.id}/cancel?locale=en`, { json: { reasons: [] } })
    expect([refused.status, refused.body.errors.base]).toEqual([422, ['This plan cannot be cancelled.']])
  })
})

describe('changing plan (docs/plans.md "Changing plan")', () => {
  it('reserves another length for the end of the current period, which can be called off until then', async () => {
    const { client } = await learner()
    const monthly = await stripe.completeCheckout(await checkout(client, 'plus_1m'))
    const periodEnd = monthly.items.data[0].current_period_end * 1000
    expect((await client.call('POST', '/api/subscriptions/checkout', { json: { plan: 'plus_1m' } })).status).toBe(409)

    const yearly = await stripe.completeCheckout(await checkout(client, 'plus_12m'))
    expect(yearly).toMatchObject({ status: 'trialing', trial_end: monthly.items.data[0].current_period_end })
    await stripe.deliverQueued()
    let tab = await billing(client)
    expect(tab.plan).toMatchObject({ plan: 'plus_1m', type: 'canceled', canReactivate: true })
    expect(near(tab.plan.endDate, periodEnd)).toBe(true)
    expect(tab.reserved).toMatchObject({ plan: 'plus_12m', type: 'reserved', state: 'upcoming', canCancel: true })
    expect(near(tab.reserved.startsAt, periodEnd)).toBe(true)
    expect((await me(client)).subscription).toMatchObject({ activeFlag: 'canceled' })
    expect((await client.call('POST', '/api/subscriptions/checkout', { json: { plan: 'plus_6m' } })).status).toBe(409)

    // Called off: the waiting subscription is cancelled at Stripe and the monthly plan renews again.
    const calledOff = await client.call('PUT', `/api/subscriptions/${tab.reserved.id}/cancel`, { json: { reasons: [] } })
    expect(calledOff.status).toBe(200)
    expect(stripe.subscriptions.get(yearly.id)!.status).toBe('canceled')
    tab = await billing(client)
    expect(tab.reserved).toBeNull()
    expect(tab.plan).toMatchObject({ plan: 'plus_1m', type: 'active', canCancel: true })

    // Reserved again; the month ends: the monthly plan ends and the yearly one begins, charged then.
    const again = await stripe.completeCheckout(await checkout(client, 'plus_12m'))
    await stripe.deliverQueued()
    await stripe.endPeriod(monthly.id)
    await stripe.convertTrial(again.id)
    tab = await billing(client)
    expect(tab.plan).toMatchObject({ plan: 'plus_12m', type: 'active', state: 'active' })
    expect(tab.reserved).toBeNull()
    expect(await me(client)).toMatchObject({ plus: true, subscription: { activeFlag: 'active' } })
    expect(tab.charges.map((c: { amount: number }) => c.amount)).toEqual([11880, 1490])
  })
})
