/**
 * What the Indonesian coupon page offers (learner.md §6, core.md §6 "Promotion coupon state"), decided in
 * the spec's order: the first rule that holds wins. One pure function for the page and the redemption call.
 */
export const PROMOTION_COUPON_STATES = [
  'not_login',
  'not_country',
  'business_ui',
  'business_entried',
  'is_loading',
  'coupon_registered',
  'not_paused',
  'enable_regist',
] as const
export type PromotionCouponState = (typeof PROMOTION_COUPON_STATES)[number]

export interface PromotionCouponFacts {
  /** Null for a visitor (no subscribable data). */
  user: {
    countryCode: string | null
    activeBusinessCompaniesUser: boolean
    reservedCouponCompaniesUser: boolean
  } | null
  /** The page's path: business pages never take individual coupons. */
  path: string
  /** The subscription is still being loaded. */
  loading: boolean
  /** The learner's current subscription, as the session carries it (null: none). */
  subscription: { activeFlag: string; expiredCoupon: boolean; promotionId: string | null } | null
}

const BUSINESS_PATH = /(^|\/)(business|company|companies)(\/|$)/

export function promotionCouponState(facts: PromotionCouponFacts): PromotionCouponState {
  const { user, subscription } = facts
  if (!user) return 'not_login'
  if (user.countryCode?.toUpperCase() !== 'ID') return 'not_country'
  if (BUSINESS_PATH.test(facts.path)) return 'business_ui'
  if (user.activeBusinessCompaniesUser || user.reservedCouponCompaniesUser) return 'business_entried'
  if (facts.loading) return 'is_loading'
  if (!subscription || subscription.activeFlag === 'paused') return 'enable_regist'
  if (subscription.activeFlag !== 'coupon') return 'not_paused'
  if (subscription.expiredCoupon) return 'enable_regist'
  return subscription.promotionId ? 'coupon_registered' : 'not_paused'
}
