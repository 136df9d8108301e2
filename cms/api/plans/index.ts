import type { Endpoint } from 'payload'
import { billing } from './billing'
import { changeCard } from './cards'
import { cancelSubscription, reactivateSubscription } from './cancel'
import { checkout, startTrial } from './checkout'
import { redeemCoupon } from './coupons'
import { stripeWebhook } from './stripeWebhook'

/** Plans and billing under /api/subscriptions (docs/learner-api.md "Plans"). */
export const subscriptionsPlanEndpoints: Endpoint[] = [billing, checkout, startTrial, cancelSubscription, reactivateSubscription]

/** Coupon redemption under /api/coupon_redemptions. */
export const couponRedemptionsPlanEndpoints: Endpoint[] = [redeemCoupon]

/** The card page at the API root. */
export const rootPlanEndpoints: Endpoint[] = [changeCard]

/** Not learner calls: the payment provider's webhooks at the API root (signed by the provider; no session, no CSRF). */
export const rootWebhookEndpoints: Endpoint[] = [stripeWebhook]
