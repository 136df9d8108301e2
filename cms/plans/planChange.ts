import type { PayloadRequest } from 'payload'
import type { Subscription } from '../payload-types'
import { planOf, type PlanName } from '@domain/plans/catalog'
import { grantsAccess } from '@domain/plans/subscription'
import { toAccountSubscription } from './accountSubscriptions'

/** Stripe's Checkout starts a trial (here: the wait for the reserved plan) at least 48 hours ahead. */
export const MIN_RESERVATION_LEAD_MS = 48 * 3_600_000

/**
 * What buying `plan` means for an account already on Plus (docs/plans.md "Changing plan"): another length of
 * a renewing Stripe plan is reserved to begin when the current period ends (the current one is then set to
 * end there); anything else is refused: the same plan, a plan that is not renewing on Stripe (a coupon, a
 * staff grant, the app stores, one already canceled), or a period ending too soon to reserve after.
 */
export async function planChangeFor(req: PayloadRequest, userId: number, plan: PlanName): Promise<{ replaces: Subscription; startsAt: Date } | 'refused'> {
  const now = new Date()
  const { docs } = await req.payload.find({ collection: 'subscriptions', where: { and: [{ user: { equals: userId } }, { provider: { equals: 'STRIPE' } }, { type: { in: ['active', 'reserved'] } }] }, depth: 0, overrideAccess: true, req, pagination: false })
  if (docs.some((doc) => doc.type === 'reserved')) return 'refused'
  const current = docs.find((doc) => {
    const terms = toAccountSubscription(doc)
    return terms && planOf(terms.plan).product === 'plus' && grantsAccess(terms, now)
  })
  const ends = current?.currentPeriodEnd ? new Date(current.currentPeriodEnd) : null
  if (!current || current.plan === plan || !current.providerSubscriptionId || !ends || ends.getTime() - now.getTime() < MIN_RESERVATION_LEAD_MS) return 'refused'
  return { replaces: current, startsAt: ends }
}
