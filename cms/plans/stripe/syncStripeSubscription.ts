import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import type { Subscription } from '../../payload-types'
import { isPlanName, TRIAL_PLAN } from '@domain/plans/catalog'
import { termsFromStripe } from './termsFromStripe'
import { saveSubscription, termsData } from '../saveSubscription'
import { endTrialsForPaidPlan } from '../endTrialsForPaidPlan'
import { stripeId } from './stripeValues'

/**
 * Stores a Stripe subscription as it is now (docs/plans.md "Stripe"): found by its Stripe id, created on first
 * sight from the metadata the checkout put on it (the account and the plan). A paid plan that begins ends the
 * account's trial at once. Logged as the provider's change, or (actor undefined) the signed-in user's. Returns null for a subscription that is not ours (no account or plan in it).
 */
export async function syncStripeSubscription(req: PayloadRequest, stripe: Stripe, sub: Stripe.Subscription, actor: 'provider' | undefined = 'provider'): Promise<Subscription | null> {
  const { payload } = req
  const found = await payload.find({ collection: 'subscriptions', where: { providerSubscriptionId: { equals: sub.id } }, limit: 1, depth: 0, req, overrideAccess: true })
  const existing = found.docs[0] ?? null
  const userId = Number(sub.metadata?.userId ?? (existing?.user as number | undefined))
  const plan = sub.metadata?.plan ?? existing?.plan
  if (!Number.isInteger(userId) || !isPlanName(plan)) return null
  const saved = await saveSubscription(
    req,
    existing,
    {
      subscribable: 'USER',
      user: userId,
      provider: 'STRIPE',
      plan,
      paymentType: 'card',
      ...termsData(termsFromStripe(sub)),
      providerSubscriptionId: sub.id,
      providerCustomerId: stripeId(sub.customer),
    },
    actor,
  )
  if (!existing && plan !== TRIAL_PLAN) await endTrialsForPaidPlan(req, stripe, userId, saved.id)
  return saved
}
