import { planOf, periodMonths, TRIAL_DAYS, type PlanName } from './catalog'
import { addDays, addPlanMonths } from './planPeriod'

/**
 * A subscription's life (learner.md §4, docs/plans.md "Plan states") as pure functions: each transition takes
 * the subscription as it is and the moment, and returns it as it becomes, or throws `PlanTransitionError`
 * when the move is not allowed from there. The CMS stores the result; Stripe's webhooks, the learner calls
 * and staff grants all go through these, so the rules live here once.
 */

export const SUBSCRIPTION_TYPES = ['paused', 'canceled', 'active', 'reserved', 'trial', 'coupon'] as const
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number]

export const PROVIDERS = ['STRIPE', 'IOS', 'ANDROID', 'PAYPAL', 'COUPON'] as const
export type Provider = (typeof PROVIDERS)[number]

export const SUBSCRIBABLES = ['USER', 'COMPANY'] as const
export type Subscribable = (typeof SUBSCRIBABLES)[number]

export interface PlanTerms {
  type: SubscriptionType
  plan: PlanName
  /** When access begins (a reserved plan's is in the future). */
  startsAt: Date
  /**
   * The end of what is paid for: the next payment date while active or on trial, the end date once canceled,
   * the last day of a coupon or reserved plan. Null for a one-off purchase, which never ends.
   */
  currentPeriodEnd: Date | null
  /** The trial's end (kept after a trial converts, for the plan details). */
  trialEndsAt: Date | null
  /** Paused after a failed payment: usable until then; null means suspended at once. */
  graceUntil: Date | null
}

/** A move the current state does not allow (e.g. reactivating a plan that has already ended). */
export class PlanTransitionError extends Error {
  constructor(
    readonly from: SubscriptionType | 'expired',
    readonly transition: string,
  ) {
    super(`A ${from} subscription cannot be ${transition}`)
  }
}

const expect = (sub: PlanTerms, now: Date, transition: string, allowed: (SubscriptionType | 'expired')[]) => {
  const state = sub.type === 'canceled' && !isOpenAt(sub, now) ? 'expired' : sub.type
  if (!allowed.includes(state)) throw new PlanTransitionError(state, transition)
}


/** A free learner starts the free trial: all of Plus for 5 days, then the 1-month price (learner.md §9). */
export function startTrial(now: Date, plan: PlanName): PlanTerms {
  const trialEndsAt = addDays(now, planOf(plan).trialDays ?? TRIAL_DAYS)
  return { type: 'trial', plan, startsAt: now, currentPeriodEnd: trialEndsAt, trialEndsAt, graceUntil: null }
}

/** A paid plan begins (its first payment went through): a recurring plan runs one period, a purchase for good. */
export function startPaidPlan(now: Date, plan: PlanName, utcOffsetMinutes = 0): PlanTerms {
  const months = periodMonths(planOf(plan))
  return { type: 'active', plan, startsAt: now, currentPeriodEnd: months ? addPlanMonths(now, months, utcOffsetMinutes) : null, trialEndsAt: null, graceUntil: null }
}

/** A payment went through: a trial converts, a renewal extends, a paused plan resumes; the period ends at `periodEnd`. */
export function paymentSucceeded(sub: PlanTerms, now: Date, periodEnd: Date | null): PlanTerms {
  expect(sub, now, 'paid', ['trial', 'active', 'paused'])
  return { ...sub, type: 'active', currentPeriodEnd: periodEnd, graceUntil: null }
}

/** A payment failed: the plan is paused, usable until `graceUntil` (null: suspended now). */
export function paymentFailed(sub: PlanTerms, now: Date, graceUntil: Date | null): PlanTerms {
  expect(sub, now, 'paused', ['trial', 'active', 'paused'])
  return { ...sub, type: 'paused', graceUntil }
}

/** The learner registered a card again: a paused plan resumes (the provider charges the open payment). */
export function cardRegistered(sub: PlanTerms, now: Date): PlanTerms {
  expect(sub, now, 'resumed', ['paused'])
  return { ...sub, type: 'active', graceUntil: null }
}

/** The learner cancels: nothing more is charged, and the plan stays usable until what was paid for ends. */
export function cancel(sub: PlanTerms, now: Date): PlanTerms {
  expect(sub, now, 'canceled', ['active', 'trial'])
  return { ...sub, type: 'canceled', currentPeriodEnd: sub.type === 'trial' ? sub.trialEndsAt : sub.currentPeriodEnd }
}

/** A canceled plan that has not ended yet is taken up again: on trial until the trial's end, else active. */
export function reactivate(sub: PlanTerms, now: Date): PlanTerms {
  expect(sub, now, 'reactivated', ['canceled'])
  const onTrial = sub.trialEndsAt !== null && now < sub.trialEndsAt
  return { ...sub, type: onTrial ? 'trial' : 'active' }
}

/** Applying for a paid plan ends a trial at once (learner.md §4). */
export function endTrialForPaidPlan(sub: PlanTerms, now: Date): PlanTerms {
  expect(sub, now, 'ended for a paid plan', ['trial'])
  return { ...sub, type: 'canceled', currentPeriodEnd: now, trialEndsAt: now }
}

/** The provider ended the subscription (deleted after cancelling or after failed payments): it ends now at the latest. */
export function ended(sub: PlanTerms, now: Date): PlanTerms {
  const end = sub.currentPeriodEnd && sub.currentPeriodEnd < now ? sub.currentPeriodEnd : now
  return { ...sub, type: 'canceled', currentPeriodEnd: end, graceUntil: null }
}

/** A future plan, taken when the current one ends (e.g. 12 months after a monthly plan). */
export function reserve(startsAt: Date, plan: PlanName, utcOffsetMinutes = 0): PlanTerms {
  return { ...startPaidPlan(startsAt, plan, utcOffsetMinutes), type: 'reserved' }
}

/** A reserved plan that has not begun is called off: it never opens anything. */
export function cancelReservation(sub: PlanTerms, now: Date): PlanTerms {
  expect(sub, now, 'called off', ['reserved'])
  if (now >= sub.startsAt) throw new PlanTransitionError('active', 'called off')
  return { ...sub, type: 'canceled', currentPeriodEnd: sub.startsAt }
}

/** A coupon (or a staff grant) opens its plan between two dates: from now for `months` months. */
export function couponPlan(now: Date, plan: PlanName, months: number, utcOffsetMinutes = 0): PlanTerms {
  return { type: 'coupon', plan, startsAt: now, currentPeriodEnd: addPlanMonths(now, months, utcOffsetMinutes), trialEndsAt: null, graceUntil: null }
}

/**
 * An active recurring plan keeps working for RENEWAL_GRACE_MS past its period's end, so a renewal whose webhook
 * is late (or a payment retried after a new card) locks no one out; a failed renewal pauses it explicitly.
 */
export const RENEWAL_GRACE_MS = 2 * 86_400_000

/** Until when the subscription opens its plan, ignoring a pause (null: for good). */
const openUntil = (sub: PlanTerms): number | null =>
  sub.currentPeriodEnd === null ? null : sub.currentPeriodEnd.getTime() + (sub.type === 'active' ? RENEWAL_GRACE_MS : 0)

const isOpenAt = (sub: PlanTerms, now: Date) => {
  const until = openUntil(sub)
  return until === null ? sub.type === 'active' : now.getTime() < until
}

/** What a learner sees of a subscription at `now` (docs/plans.md "Plan states"): its type, or how it ended. */
export type PlanState = SubscriptionType | 'expired' | 'suspended' | 'upcoming'

export function planState(sub: PlanTerms, now: Date): PlanState {
  if (sub.type === 'paused') return sub.graceUntil && now < sub.graceUntil ? 'paused' : 'suspended'
  // Called off before it began: it never opened anything.
  if (sub.type === 'canceled' && sub.currentPeriodEnd && sub.currentPeriodEnd <= sub.startsAt) return 'expired'
  if (now < sub.startsAt) return 'upcoming'
  return isOpenAt(sub, now) ? sub.type : 'expired'
}

/** Whether the subscription opens its plan at `now`. */
export function grantsAccess(sub: PlanTerms, now: Date): boolean {
  const state = planState(sub, now)
  return state !== 'expired' && state !== 'suspended' && state !== 'upcoming'
}
