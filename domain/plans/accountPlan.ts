import { entitlementsFrom, type EntitlingSubscription, type Entitlements } from './entitlement'
import { canAccessFreeTrial, freeTrialRequestDeadline } from './freeTrial'
import { daysUntil } from './planPeriod'
import { grantsAccess, planState, type PlanState, type Provider, type SubscriptionType } from './subscription'

/** A stored subscription as the account's plan reads it. */
export interface AccountSubscription extends EntitlingSubscription {
  id: number | string
  provider: Provider
  promotionId?: string | null
}

/** The session's `subscription` (core.md §3 "User (session)"): the plan the header and the coupon page reason on. */
export interface SessionSubscription {
  id: number | string
  /** The subscription's type: coupon, paused and the others. */
  activeFlag: SubscriptionType
  /** Whole days until the next payment, or null when none is due (no card on file, canceled, coupon). */
  daysUntilNextPayment: number | null
  expiredCoupon: boolean
  promotionId: string | null
  state: PlanState
}

/** Everything the account's plan says, computed in one go from its subscriptions (docs/plans.md "Session"). */
export interface AccountPlan {
  entitlements: Entitlements
  /** Some subscription opens a plan right now (trial, paid, canceled but not ended, coupon, paused in grace). */
  subscribing: boolean
  subscription: SessionSubscription | null
  canAccessFreeTrial: boolean
  freeTrialRequestDeadline: number | null
}

// Which subscription the session shows when several exist: one that opens something now, the most useful first.
const RANK: Record<PlanState, number> = { active: 0, trial: 1, coupon: 2, canceled: 3, paused: 4, reserved: 5, suspended: 6, upcoming: 7, expired: 8 }

export function currentSubscription<S extends AccountSubscription>(subscriptions: S[], now: Date): S | null {
  const ranked = subscriptions
    .map((sub) => ({ sub, rank: RANK[planState(sub, now)], start: sub.startsAt.getTime() }))
    .sort((a, b) => a.rank - b.rank || b.start - a.start)
  return ranked[0]?.sub ?? null
}

function sessionSubscription(sub: AccountSubscription, now: Date): SessionSubscription {
  const state = planState(sub, now)
  const paymentDue = (state === 'active' || (state === 'trial' && sub.provider !== 'COUPON')) && sub.currentPeriodEnd !== null
  return {
    id: sub.id,
    activeFlag: sub.type,
    daysUntilNextPayment: paymentDue ? daysUntil(sub.currentPeriodEnd!, now) : null,
    expiredCoupon: sub.type === 'coupon' && state === 'expired',
    promotionId: sub.promotionId ?? null,
    state,
  }
}

export function accountPlan(subscriptions: AccountSubscription[], createdAt: string | null | undefined, now: Date): AccountPlan {
  const current = currentSubscription(subscriptions, now)
  return {
    entitlements: entitlementsFrom(subscriptions, now),
    subscribing: subscriptions.some((sub) => grantsAccess(sub, now)),
    subscription: current ? sessionSubscription(current, now) : null,
    canAccessFreeTrial: canAccessFreeTrial(createdAt, subscriptions.length, now),
    freeTrialRequestDeadline: freeTrialRequestDeadline(createdAt),
  }
}
