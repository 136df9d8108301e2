import type { Payload } from 'payload'
import type { Subscription } from '@cms/payload-types'
import { couponPlan } from '@domain/plans/subscription'

/**
 * A staff grant as staff make one in the admin (docs/plans.md "Staff"): a coupon subscription on `plan` from
 * now for 12 months. Returns the subscription, so a test can revoke it (delete it) again.
 */
export async function grantPlan(payload: Payload, userId: number, product: 'plus' | 'professional' = 'plus'): Promise<Subscription> {
  const terms = couponPlan(new Date(), product === 'plus' ? 'plus_12m' : 'professional_1m', 12)
  return payload.create({
    collection: 'subscriptions',
    data: {
      subscribable: 'USER',
      user: userId,
      type: terms.type,
      provider: 'COUPON',
      plan: terms.plan,
      startsAt: terms.startsAt.toISOString(),
      currentPeriodEnd: terms.currentPeriodEnd?.toISOString(),
    },
  })
}

export const revokePlan = (payload: Payload, subscription: Subscription) => payload.delete({ collection: 'subscriptions', id: subscription.id })
