import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import { endTrialForPaidPlan } from '@domain/plans/subscription'
import { toAccountSubscription } from './accountSubscriptions'
import { saveSubscription, termsData } from './saveSubscription'

/**
 * Applying for a paid plan ends a trial at once (learner.md §4, docs/plans.md "Plan states"): every trial of
 * the account other than `keep` ends now; a trial billed by Stripe is cancelled there too, so it never charges.
 */
export async function endTrialsForPaidPlan(req: PayloadRequest, stripe: Stripe | null, userId: number, keep: number | string): Promise<void> {
  const { docs } = await req.payload.find({ collection: 'subscriptions', where: { and: [{ user: { equals: userId } }, { type: { equals: 'trial' } }, { id: { not_equals: keep } }] }, depth: 0, req, overrideAccess: true, pagination: false })
  const now = new Date()
  for (const doc of docs) {
    const terms = toAccountSubscription(doc)
    if (!terms || now >= (terms.currentPeriodEnd ?? now)) continue
    if (doc.provider === 'STRIPE' && doc.providerSubscriptionId && stripe) await stripe.subscriptions.cancel(doc.providerSubscriptionId)
    await saveSubscription(req, doc, termsData(endTrialForPaidPlan(terms, now)), 'system')
  }
}
