import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import { fromMinorAmount } from '@domain/plans/catalog'
import { planSummary } from '@domain/plans/planSummary'
import { fromStripeTime, stripeId } from './stripeValues'

const at = (seconds: number | null | undefined) => fromStripeTime(seconds)?.toISOString() ?? null

/** A paid invoice becomes a charge, once (its Stripe id is unique): the billing tab's payment list (docs/plans.md "Charges"). */
export async function recordInvoiceCharge(req: PayloadRequest, invoice: Stripe.Invoice): Promise<void> {
  const { payload } = req
  const known = await payload.count({ collection: 'charges', where: { providerInvoiceId: { equals: invoice.id } }, req, overrideAccess: true })
  if (known.totalDocs > 0) return
  const subscriptionId = stripeId(invoice.parent?.subscription_details?.subscription ?? null)
  const sub = subscriptionId
    ? (await payload.find({ collection: 'subscriptions', where: { providerSubscriptionId: { equals: subscriptionId } }, limit: 1, depth: 0, req, overrideAccess: true })).docs[0]
    : undefined
  const period = invoice.lines?.data?.[0]?.period
  await payload.create({
    collection: 'charges',
    data: {
      user: (sub?.user as number | undefined) ?? null,
      subscription: sub?.id ?? null,
      billedAt: at(invoice.status_transitions?.paid_at) ?? at(invoice.created)!,
      summary: sub ? planSummary(sub.plan) : (invoice.description ?? invoice.number ?? invoice.id!),
      periodStart: at(period?.start),
      periodEnd: at(period?.end),
      amount: fromMinorAmount(invoice.amount_paid, invoice.currency),
      currency: invoice.currency,
      receiptUrl: invoice.hosted_invoice_url ?? null,
      providerUrl: `https://dashboard.stripe.com/invoices/${invoice.id}`,
      providerInvoiceId: invoice.id,
    },
    req,
    overrideAccess: true,
  })
}
