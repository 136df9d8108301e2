import type Stripe from 'stripe'
import type { PlanTerms } from '@domain/plans/subscription'
import { fromStripeTime } from './stripeValues'

/** A failed renewal keeps the plan open this long while Stripe retries and the learner changes card (docs/plans.md "Stripe"). */
export const PAYMENT_GRACE_MS = 7 * 86_400_000

const at = fromStripeTime

/**
 * Our terms for a Stripe subscription as it is now (docs/plans.md "Stripe"): the webhook always reads the
 * subscription fresh from Stripe and stores this, so events that come twice or out of order leave the same
 * state. Stripe's statuses map onto the plan states of learner.md §4:
 * trialing → trial; active → active, or canceled once set to end (usable until then); past_due → paused
 * with a grace period from the failed renewal; unpaid, paused, incomplete → paused and suspended;
 * canceled, incomplete_expired → canceled, ended when Stripe ended it.
 */
export function termsFromStripe(sub: Stripe.Subscription): Omit<PlanTerms, 'plan'> {
  const item = sub.items.data[0]
  const periodStart = at(item?.current_period_start) ?? at(sub.start_date)!
  const periodEnd = at(item?.current_period_end)
  const trialEndsAt = at(sub.trial_end)
  const startsAt = at(sub.start_date) ?? periodStart
  const base = { startsAt, trialEndsAt, graceUntil: null }
  const endsAt = at(sub.cancel_at) ?? (sub.cancel_at_period_end ? (sub.status === 'trialing' ? trialEndsAt : periodEnd) : null)
  switch (sub.status) {
    case 'trialing':
      return endsAt ? { ...base, type: 'canceled', currentPeriodEnd: endsAt } : { ...base, type: 'trial', currentPeriodEnd: trialEndsAt }
    case 'active':
      return endsAt ? { ...base, type: 'canceled', currentPeriodEnd: endsAt } : { ...base, type: 'active', currentPeriodEnd: periodEnd }
    case 'past_due':
      return { ...base, type: 'paused', currentPeriodEnd: periodEnd, graceUntil: new Date(periodStart.getTime() + PAYMENT_GRACE_MS) }
    case 'unpaid':
    case 'paused':
    case 'incomplete':
      return { ...base, type: 'paused', currentPeriodEnd: periodEnd }
    default:
      return { ...base, type: 'canceled', currentPeriodEnd: at(sub.ended_at) ?? at(sub.canceled_at) ?? new Date() }
  }
}
