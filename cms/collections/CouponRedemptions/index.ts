import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'
import { billingLogHooks } from '../BillingLog/logBillingChange'
import { couponRedemptionsEndpoints } from '../../api'

/** Who redeemed which coupon, and the coupon plan it opened (docs/plans.md "Coupons"). One per coupon and account. */
export const CouponRedemptions: CollectionConfig = {
  slug: 'coupon_redemptions',
  admin: { defaultColumns: ['coupon', 'user', 'createdAt'], group: 'Billing' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: billingLogHooks,
  // Redeeming is the learner call POST / (cms/api/plans/coupons.ts), in front of Payload's create.
  endpoints: couponRedemptionsEndpoints,
  fields: [
    { name: 'coupon', type: 'relationship', relationTo: 'coupons', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'subscription', type: 'relationship', relationTo: 'subscriptions' },
  ],
}
