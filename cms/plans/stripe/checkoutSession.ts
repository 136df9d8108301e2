import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import type { User } from '../../payload-types'
import { CURRENCY, minorAmount, planOf, priceRegionFor, type PlanName } from '@domain/plans/catalog'
import { planSummary } from '@domain/plans/planSummary'
import { localePath, type Locale } from '@domain/i18n/locales'
import { publicOrigin } from '../../api/conventions/publicOrigin'

/** The account's Stripe customer, created on its first checkout and kept on the account (server-owned field). */
async function customerOf(req: PayloadRequest, stripe: Stripe, user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId
  const customer = await stripe.customers.create({ email: user.email, name: user.receiptName || user.name || undefined, metadata: { userId: String(user.id) } })
  await req.payload.update({ collection: 'users', id: user.id, data: { stripeCustomerId: customer.id }, overrideAccess: true, req, depth: 0 })
  return customer.id
}

export interface CheckoutRequest {
  plan: PlanName
  locale: Locale
  /** The course of a per-course Professional purchase. */
  course?: number
  /** A change of plan: begins (and is first charged) when the current subscription's period ends. */
  reservation?: { startsAt: Date; replaces: string }
}

/**
 * A Stripe Checkout page for a plan (docs/plans.md "Stripe"): the price in the learner's region, inline (no
 * Stripe catalogue to keep in step), a trial where the plan has one, and the account and plan in the
 * metadata the webhook reads back. Returns the page's URL, or null when the plan has no price in the region.
 */
export async function checkoutSession(req: PayloadRequest, stripe: Stripe, user: User, request: CheckoutRequest): Promise<string | null> {
  const plan = planOf(request.plan)
  const region = priceRegionFor(request.locale, user.countryCode)
  const price = plan.prices[region]
  if (price === undefined || !plan.web) return null
  const reservation = request.reservation
  const metadata = {
    userId: String(user.id),
    plan: request.plan,
    ...(request.course ? { course: String(request.course) } : {}),
    ...(reservation ? { reserved: '1', replaces: reservation.replaces } : {}),
  }
  // Nothing is charged until the reserved plan begins: Stripe holds it as a trial that ends then.
  const wait = reservation ? { trial_end: Math.floor(reservation.startsAt.getTime() / 1000) } : plan.trialDays ? { trial_period_days: plan.trialDays } : {}
  const back = (path: string) => `${publicOrigin(req)}${localePath(request.locale, path)}`
  const session = await stripe.checkout.sessions.create({
    mode: plan.interval ? 'subscription' : 'payment',
    customer: await customerOf(req, stripe, user),
    client_reference_id: String(user.id),
    locale: request.locale,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: CURRENCY[region].code,
          unit_amount: minorAmount(price, region),
          product_data: { name: planSummary(request.plan) },
          ...(plan.interval ? { recurring: { interval: plan.interval, interval_count: plan.intervalCount } } : {}),
        },
      },
    ],
    metadata,
    ...(plan.interval ? { subscription_data: { metadata, ...wait } } : {}),
    success_url: back('/settings?tab=billing&checkout=done'),
    cancel_url: back('/plans/for_users'),
  })
  return session.url
}
