import type { PlanName, Product } from '../plans/catalog'
import type { PlanState, Provider, SubscriptionType } from '../plans/subscription'

/** The plan calls (docs/learner-api.md "Plans"): the billing tab, checkout, the trial, cancelling, cards, coupons. */

/** One subscription as the billing tab shows it (learner.md §3 "Plan details"). */
export interface PlanDetails {
  id: number
  plan: PlanName
  product: Product
  interval: 'month' | 'year' | null
  intervalCount: number
  type: SubscriptionType
  state: PlanState
  provider: Provider
  startsAt: string
  /** The next payment date, while one is due. */
  nextPaymentDate: string | null
  /** Until when a canceled, coupon or reserved plan runs (null: it renews, or never ends). */
  endDate: string | null
  trialEnd: string | null
  /** Paused: usable until then (null: suspended). */
  graceUntil: string | null
  /** The price of one period in the learner's region, and per month (null where the plan has no web price there). */
  amount: number | null
  monthlyAmount: number | null
  currency: string | null
  /** Always 1 for an account's own plan (team plans count members). */
  quantity: number
  course: number | null
  canCancel: boolean
  canReactivate: boolean
}

/** One payment in the billing tab's list. */
export interface ChargeView {
  id: number
  billedAt: string
  summary: string
  periodStart: string | null
  periodEnd: string | null
  amount: number
  currency: string
  receiptUrl: string | null
  partiallyRefunded: boolean
}

/** GET /api/subscriptions/billing. */
export interface BillingAnswer {
  /** The plan that matters now (see docs/plans.md "Session"), null on the free plan. */
  plan: PlanDetails | null
  /** A future plan waiting for the current one to end. */
  reserved: PlanDetails | null
  charges: ChargeView[]
  /** Whether card payments are configured (STRIPE_* set); without them buying says so. */
  paymentsEnabled: boolean
  receiptName: string | null
}

/** POST /api/subscriptions/checkout: a plan from the catalog, and the course for a per-course purchase. */
export interface CheckoutRequest {
  plan: string
  course?: number | null
}

/** Where the browser goes to pay (Stripe Checkout or the card page). */
export interface RedirectAnswer {
  url: string
}

/** POST /api/subscriptions/trial: a card-less trial starts at once; with payments on, Checkout collects the card. */
export type TrialAnswer = RedirectAnswer | { subscription: PlanDetails }

/** PUT /api/subscriptions/:id/cancel: the questionnaire's answers (docs/plans.md "Cancelling"). */
export interface CancelRequest {
  reasons: string[]
  comment?: string | null
}

export interface SubscriptionAnswer {
  subscription: PlanDetails
}

/** POST /api/coupon_redemptions. */
export interface CouponRedemptionRequest {
  code: string
}
