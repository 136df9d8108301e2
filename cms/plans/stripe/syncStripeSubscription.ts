import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import type { Subscription } from '../../payload-types'
import { isPlanName, TRIAL_PLAN } from '@domain/plans/catalog'
import { reserve } from '@domain/plans/subscription'
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
  const plan = sub.metadata?.plan ?? existing?.plan
  const companyId = Number(sub.metadata?.companyId ?? (existing?.company as number | undefined))
  // A team's plan (docs/teams.md "Registration"): the company subscribes, for as many seats as the quantity.
  if (Number.isInteger(companyId) && companyId > 0 && isPlanName(plan)) {
    // A deleted team's last events change nothing: its subscription was ended when it was deleted.
    const team = await payload.count({ collection: 'companies', where: { id: { equals: companyId } }, overrideAccess: true, req })
    if (team.totalDocs === 0) return existing
    const seats = sub.items.data[0]?.quantity ?? 1
    const data: Partial<Subscription> = { subscribable: 'COMPANY', company: companyId, provider: 'STRIPE', plan: plan as Subscription['plan'], paymentType: 'card', quantity: seats, ...termsData(termsFromStripe(sub)), providerSubscriptionId: sub.id, providerCustomerId: stripeId(sub.customer) }
    return saveSubscription(req, existing, data, actor)
  }
  const userId = Number(sub.metadata?.userId ?? (existing?.user as number | undefined))
  if (!Number.isInteger(userId) || !isPlanName(plan)) return null
  const terms = termsFromStripe(sub)
  // A change of plan waits as a Stripe trial until the current period ends: here it is the reserved plan,
  // which begins then (docs/plans.md "Changing plan").
  const reservedUntil = sub.metadata?.reserved === '1' ? terms.trialEndsAt : null
  const stored = reservedUntil ? (terms.type === 'trial' ? { ...reserve(reservedUntil, plan), trialEndsAt: null } : { ...terms, startsAt: reservedUntil, trialEndsAt: null }) : terms
  const saved = await saveSubscription(
    req,
    existing,
    {
      subscribable: 'USER',
      user: userId,
      provider: 'STRIPE',
      plan,
      paymentType: 'card',
      ...termsData(stored),
      providerSubscriptionId: sub.id,
      providerCustomerId: stripeId(sub.customer),
    },
    actor,
  )
  if (!existing && sub.metadata?.replaces) {
    // The plan it replaces ends when its period does, and is not renewed.
    const replaced = await stripe.subscriptions.update(sub.metadata.replaces, { cancel_at_period_end: true })
    await syncStripeSubscription(req, stripe, replaced, actor)
  } else if (!existing && plan !== TRIAL_PLAN) await endTrialsForPaidPlan(req, stripe, userId, saved.id)
  return saved
}
