import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import qs from 'qs'
import Stripe from 'stripe'

/**
 * A Stripe-compatible HTTP server on loopback for the tests (docs/plans.md "Testing without a Stripe
 * account"): the real `stripe` SDK talks to it through its host, port and protocol options, and it answers
 * the few API calls the platform makes (customers, Checkout sessions, subscriptions, the customer portal) in
 * Stripe's shapes. The test drives what Stripe would do on its own (a customer pays, a renewal fails, a
 * period ends) and the server delivers the resulting events to the platform's webhook, signed with the SDK's
 * own test-header helper, exactly as Stripe signs them.
 */

type Json = Record<string, any>

const DAY = 86_400
const id = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`
const addMonths = (seconds: number, months: number) => {
  const date = new Date(seconds * 1000)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, last))
  return Math.floor(date.getTime() / 1000)
}

export interface FakeStripe {
  /** The base URL the platform's STRIPE_API_BASE points at. */
  url: string
  secretKey: string
  webhookSecret: string
  /** Where events go: the platform's POST /api/stripe/webhook. */
  webhookUrl: string
  sessions: Map<string, Json>
  subscriptions: Map<string, Json>
  /** Every event delivered so far, in order, with the platform's answer. */
  delivered: { event: Json; status: number }[]
  /** What the customer does on the Checkout page: pays; the subscription (or payment) starts. */
  completeCheckout(sessionId: string): Promise<Json>
  /** The trial ends and the first payment goes through. */
  convertTrial(subscriptionId: string): Promise<void>
  /** A renewal payment fails: the subscription is past due. */
  failRenewal(subscriptionId: string): Promise<void>
  /** The open payment goes through (after a new card): active again. */
  payOpenInvoice(subscriptionId: string): Promise<void>
  /** The period ends for a subscription set to cancel: Stripe deletes it. */
  endPeriod(subscriptionId: string): Promise<void>
  /** Delivers the events API calls caused (a cancel's subscription update), in order. */
  deliverQueued(): Promise<void>
  /** Delivers an event (again, or late) and returns the platform's status. */
  deliver(event: Json): Promise<number>
  close(): Promise<void>
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${crypto.randomBytes(12).toString('hex')}`
  const webhookSecret = `whsec_${crypto.randomBytes(16).toString('hex')}`
  const signer = new Stripe(secretKey)
  const customers = new Map<string, Json>()
  const sessions = new Map<string, Json>()
  const subscriptions = new Map<string, Json>()
  const invoices = new Map<string, Json>()
  const now = () => Math.floor(Date.now() / 1000)

  const subscriptionFrom = (session: Json): Json => {
    const item = session.line_items[0]
    const recurring = item.price_data.recurring
    const months = (recurring.interval === 'year' ? 12 : 1) * Number(recurring.interval_count ?? 1)
    const start = now()
    // A trial of some days, or one that ends at a given time (how a change of plan waits for its start).
    const trialDays = Number(session.subscription_data?.trial_period_days ?? 0)
    const trialEnd = session.subscription_data?.trial_end ? Number(session.subscription_data.trial_end) : trialDays ? start + trialDays * DAY : null
    return {
      id: id('sub'),
      object: 'subscription',
      customer: session.customer,
      status: trialEnd ? 'trialing' : 'active',
      metadata: session.subscription_data?.metadata ?? {},
      start_date: start,
      created: start,
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      months,
      price: { currency: item.price_data.currency, unit_amount: Number(item.price_data.unit_amount) * Number(item.quantity ?? 1) },
      items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', current_period_start: start, current_period_end: trialEnd ?? addMonths(start, months), quantity: Number(item.quantity ?? 1) }] },
    }
  }
  const period = (sub: Json) => sub.items.data[0]
  const publicSubscription = (sub: Json) => {
    const { months: _months, price: _price, ...shape } = sub
    return structuredClone(shape)
  }
  const invoiceFor = (sub: Json, paid: boolean): Json => {
    const invoice = {
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      currency: sub.price.currency,
      amount_paid: paid ? sub.price.unit_amount : 0,
      amount_due: sub.price.unit_amount,
      status: paid ? 'paid' : 'open',
      created: now(),
      status_transitions: { paid_at: paid ? now() : null },
      hosted_invoice_url: `${base}/receipts/${sub.id}`,
      lines: { object: 'list', data: [{ period: { start: period(sub).current_period_start, end: period(sub).current_period_end } }] },
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    }
    invoices.set(invoice.id, invoice)
    return invoice
  }
  const event = (type: string, object: Json): Json => ({ id: id('evt'), object: 'event', type, created: now(), api_version: null, livemode: false, data: { object: structuredClone(object) } })

  const delivered: { event: Json; status: number }[] = []
  const queued: Json[] = []
  const fake: Partial<FakeStripe> = { secretKey, webhookSecret, sessions, subscriptions, delivered, webhookUrl: '' }
  const deliver = async (evt: Json) => {
    const payload = JSON.stringify(evt)
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
    const response = await fetch(fake.webhookUrl!, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload })
    delivered.push({ event: evt, status: response.status })
    return response.status
  }
  const deliverAll = async (...events: Json[]) => {
    for (const evt of events) {
      const status = await deliver(evt)
      if (status !== 200) throw new Error(`the platform answered ${status} to ${evt.type}`)
    }
  }

  const routes: [string, RegExp, (match: RegExpMatchArray, body: Json) => Json | [number, Json]][] = [
    ['POST', /^\/v1\/customers$/, (_m, body) => {
      const customer = { id: id('cus'), object: 'customer', email: body.email ?? null, name: body.name ?? null, metadata: body.metadata ?? {} }
      customers.set(customer.id, customer)
      return customer
    }],
    ['POST', /^\/v1\/checkout\/sessions$/, (_m, body) => {
      const sessionId = id('cs')
      const amount = Number(body.line_items[0].price_data.unit_amount) * Number(body.line_items[0].quantity ?? 1)
      const session = {
        id: sessionId, object: 'checkout.session', mode: body.mode, customer: body.customer, client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {}, subscription_data: body.subscription_data ?? null, line_items: body.line_items, locale: body.locale ?? null,
        url: `${base}/pay/${sessionId}`, success_url: body.success_url, cancel_url: body.cancel_url, status: 'open', payment_status: 'unpaid',
        amount_total: amount, currency: body.line_items[0].price_data.currency, created: now(), subscription: null,
      }
      sessions.set(sessionId, session)
      return session
    }],
    ['GET', /^\/v1\/checkout\/sessions\/([\w]+)$/, ([, sid]) => sessions.get(sid) ?? [404, notFound('checkout.session', sid)]],
    ['GET', /^\/v1\/subscriptions\/([\w]+)$/, ([, sid]) => (subscriptions.has(sid) ? publicSubscription(subscriptions.get(sid)!) : [404, notFound('subscription', sid)])],
    ['POST', /^\/v1\/subscriptions\/([\w]+)$/, ([, sid], body) => {
      const sub = subscriptions.get(sid)
      if (!sub) return [404, notFound('subscription', sid)]
      if (body.cancel_at_period_end !== undefined) {
        sub.cancel_at_period_end = body.cancel_at_period_end === 'true'
        sub.canceled_at = sub.cancel_at_period_end ? now() : null
      }
      // Stripe sends the event on its own time: queued until the test delivers it (deterministic order).
      queued.push(event('customer.subscription.updated', publicSubscription(sub)))
      return publicSubscription(sub)
    }],
    ['DELETE', /^\/v1\/subscriptions\/([\w]+)$/, ([, sid]) => {
      const sub = subscriptions.get(sid)
      if (!sub) return [404, notFound('subscription', sid)]
      Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now() })
      return publicSubscription(sub)
    }],
    ['POST', /^\/v1\/billing_portal\/sessions$/, (_m, body) => ({ id: id('bps'), object: 'billing_portal.session', customer: body.customer, url: `${base}/portal/${body.customer}`, return_url: body.return_url })],
  ]
  const notFound = (kind: string, value: string) => ({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${value}'` } })

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url!, 'http://127.0.0.1')
    const send = (status: number, body: Json) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
      res.end(JSON.stringify(body))
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    const body = qs.parse(Buffer.concat(chunks).toString('utf8') || url.search.slice(1)) as Json
    for (const [method, pattern, handle] of routes) {
      const match = url.pathname.match(pattern)
      if (method !== req.method || !match) continue
      const answer = handle(match, body)
      return Array.isArray(answer) ? send(answer[0], answer[1]) : send(200, answer)
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return Object.assign(fake, {
    url: base,
    deliver,
    deliverQueued: () => deliverAll(...queued.splice(0)),
    async completeCheckout(sessionId: string) {
      const session = sessions.get(sessionId)!
      Object.assign(session, { status: 'complete', payment_status: 'paid' })
      if (session.mode === 'payment') {
        await deliverAll(event('checkout.session.completed', session))
        return session
      }
      const sub = subscriptionFrom(session)
      subscriptions.set(sub.id, sub)
      session.subscription = sub.id
      const paid = sub.status === 'active' ? [event('invoice.paid', invoiceFor(sub, true))] : []
      await deliverAll(event('customer.subscription.created', publicSubscription(sub)), event('checkout.session.completed', session), ...paid)
      return publicSubscription(sub)
    },
    async convertTrial(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId)!
      const start = now()
      Object.assign(sub, { status: 'active', trial_end: start })
      Object.assign(period(sub), { current_period_start: start, current_period_end: addMonths(start, sub.months) })
      await deliverAll(event('customer.subscription.updated', publicSubscription(sub)), event('invoice.paid', invoiceFor(sub, true)))
    },
    async failRenewal(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId)!
      const start = now()
      Object.assign(sub, { status: 'past_due' })
      Object.assign(period(sub), { current_period_start: start, current_period_end: addMonths(start, sub.months) })
      await deliverAll(event('invoice.payment_failed', invoiceFor(sub, false)), event('customer.subscription.updated', publicSubscription(sub)))
    },
    async payOpenInvoice(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId)!
      sub.status = 'active'
      await deliverAll(event('invoice.paid', invoiceFor(sub, true)), event('customer.subscription.updated', publicSubscription(sub)))
    },
    async endPeriod(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId)!
      Object.assign(sub, { status: 'canceled', ended_at: now() })
      await deliverAll(event('customer.subscription.deleted', publicSubscription(sub)))
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeStripe
}
