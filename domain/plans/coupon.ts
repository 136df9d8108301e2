/** Coupon vocabulary (learner.md §3 "Coupon", docs/plans.md "Coupons"). */
export const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const
export type CouponDuration = (typeof COUPON_DURATIONS)[number]

/** Where a coupon comes from: the platform's own promotions, or Indonesian marketplaces. */
export const COUPON_PROVIDERS = ['promotion', 'tokopedia', 'cicil'] as const
export type CouponProvider = (typeof COUPON_PROVIDERS)[number]

/** Indonesian coupons work only for accounts created in Indonesia (learner.md §6). */
export const COUPON_COUNTRY = 'ID'

/** How a typed code is compared: case and surrounding spaces do not matter, inner spaces and dashes neither. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase().replace(/[\s-]+/g, '')
