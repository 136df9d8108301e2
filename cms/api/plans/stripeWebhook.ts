import { commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import { readAtMost } from '../conventions/requestBody'
import { asActor } from '../../collections/BillingLog/logBillingChange'
import { stripeClient, stripeSettings } from '../../plans/stripe/stripeClient'
import { syncStripeSubscription } from '../../plans/stripe/syncStripeSubscription'
import { recordInvoiceCharge } from '../../plans/stripe/recordInvoiceCharge'
import { recordCoursePurchase } from '../../plans/stripe/recordCoursePurchase'
import { stripeId } from '../../plans/stripe/stripeValues'

/** Stripe's events are small; anything larger is not Stripe. */
const MAX_EVENT_BYTES = 1024 * 1024

const json = (status: number, body: unknown) => Response.json(body, { status })

/** The subscription an event is about, if any (subscription events carry it, invoice events name it). */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>
  if (event.type.startsWith('customer.subscription.')) return String(object.id)
  if (event.type.startsWith('invoice.')) {
    const invoice = event.data.object as Stripe.Invoice
    return stripeId(invoice.parent?.subscription_details?.subscription ?? null)
  }
  if (event.type === 'checkout.session.completed') return stripeId((event.data.object as Stripe.Checkout.Session).subscription)
  return null
}

/** Applies one event inside the request's transaction. */
async function apply(req: PayloadRequest, stripe: Stripe, event: Stripe.Event) {
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object as Stripe.Checkout.Session
    if (session.mode === 'payment') await recordCoursePurchase(req, session)
  }
  const subscriptionId = subscriptionIdOf(event)
  // Always the subscription as it is now, never the event's copy: repeated or reordered events leave the same state.
  if (subscriptionId) await syncStripeSubscription(req, stripe, await stripe.subscriptions.retrieve(subscriptionId))
  if (event.type === 'invoice.paid') await recordInvoiceCharge(req, event.data.object as Stripe.Invoice)
}

/**
 * POST /api/stripe/webhook (docs/plans.md "Webhooks"): Stripe's events, signature checked with
 * STRIPE_WEBHOOK_SECRET. Each event id is stored once, in the same transaction as its effect: a repeated
 * delivery answers 200 and changes nothing; a failure rolls everything back and answers 500 so Stripe retries.
 */
export const stripeWebhook: Endpoint = {
  method: 'post',
  path: '/stripe/webhook',
  handler: async (req) => {
    const settings = stripeSettings()
    const stripe = stripeClient(settings)
    // Without keys there is no webhook to speak of (and no 5xx for a caller's request).
    if (!settings || !stripe) return json(404, { error: 'payments are not configured' })
    const raw = await readAtMost(req, MAX_EVENT_BYTES)
    if (raw === null) return json(413, { error: 'too large' })
    let event: Stripe.Event
    try {
      event = stripe.webhooks.constructEvent(raw, req.headers.get('stripe-signature') ?? '', settings.webhookSecret)
    } catch {
      return json(400, { error: 'bad signature' })
    }
    const seen = await req.payload.count({ collection: 'billing_events', where: { eventId: { equals: event.id } }, overrideAccess: true })
    if (seen.totalDocs > 0) return json(200, { received: true, duplicate: true })
    const ownsTransaction = await initTransaction(req)
    try {
      // The unique event id makes a delivery racing this one fail here and roll back.
      await req.payload.create({ collection: 'billing_events', data: { eventId: event.id, type: event.type, provider: 'STRIPE' }, req, overrideAccess: true })
      await asActor(req, 'provider', () => apply(req, stripe, event))
      if (ownsTransaction) await commitTransaction(req)
      return json(200, { received: true })
    } catch (error) {
      if (ownsTransaction) await killTransaction(req)
      req.payload.logger.error({ err: error, eventId: event.id, type: event.type }, 'stripe webhook failed')
      return json(500, { error: 'not processed' })
    }
  },
}
