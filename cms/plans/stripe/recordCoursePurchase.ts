import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import { fromMinorAmount } from '@domain/plans/catalog'
import { planSummary } from '@domain/plans/planSummary'
import { startPaidPlan } from '@domain/plans/subscription'
import { saveSubscription, termsData } from '../saveSubscription'

/**
 * A paid one-off checkout (a Professional course, docs/plans.md "Professional"): the course opens for good,
 * and the payment is a charge. Found again by the checkout's id, so a repeated event adds nothing.
 */
export async function recordCoursePurchase(req: PayloadRequest, session: Stripe.Checkout.Session): Promise<void> {
  const { payload } = req
  const userId = Number(session.metadata?.userId)
  const course = Number(session.metadata?.course)
  if (session.payment_status !== 'paid' || !Number.isInteger(userId) || !Number.isInteger(course)) return
  const known = await payload.count({ collection: 'subscriptions', where: { providerCheckoutId: { equals: session.id } }, req, overrideAccess: true })
  if (known.totalDocs > 0) return
  const sub = await saveSubscription(
    req,
    null,
    { subscribable: 'USER', user: userId, provider: 'STRIPE', plan: 'professional_course', course, paymentType: 'card', providerCheckoutId: session.id, ...termsData(startPaidPlan(new Date(), 'professional_course')) },
    'provider',
  )
  await payload.create({
    collection: 'charges',
    data: {
      user: userId,
      subscription: sub.id,
      billedAt: new Date(session.created * 1000).toISOString(),
      summary: planSummary('professional_course'),
      amount: fromMinorAmount(session.amount_total ?? 0, session.currency ?? 'jpy'),
      currency: session.currency ?? 'jpy',
      providerUrl: `https://dashboard.stripe.com/checkout/sessions/${session.id}`,
      providerInvoiceId: `checkout:${session.id}`,
    },
    req,
    overrideAccess: true,
  })
}
