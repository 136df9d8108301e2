import type { CollectionConfig } from 'payload'
import { staffOnly } from '../../access/collection'
import { PLAN_NAMES } from '@domain/plans/catalog'
import { COUPON_DURATIONS, COUPON_PROVIDERS, normalizeCouponCode } from '@domain/plans/coupon'
import { billingLogHooks } from '../BillingLog/logBillingChange'

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }))

/**
 * A code a learner redeems at /coupon (docs/plans.md "Coupons"): it opens `plan` for `validityMonths` months
 * from the day it is redeemed. Percent off and duration describe the price the code stands for (a full
 * coupon is 100 % off); marketplace codes (tokopedia, cicil) are valid until redeemed and only for accounts
 * of their country. Staff create them; learners only redeem through the learner call.
 */
export const Coupons: CollectionConfig = {
  slug: 'coupons',
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'provider', 'plan', 'validityMonths', 'country', 'redeemableUntil'], group: 'Billing' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeChange: [({ data }) => (data?.code ? { ...data, code: normalizeCouponCode(String(data.code)) } : data)],
    ...billingLogHooks,
  },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true, admin: { description: 'Stored in capitals without spaces or dashes; matched the same way.' } },
    { name: 'provider', type: 'select', required: true, defaultValue: 'promotion', options: options(COUPON_PROVIDERS) },
    { name: 'plan', type: 'select', required: true, defaultValue: 'plus_1m', options: options(PLAN_NAMES) },
    { name: 'validityMonths', type: 'number', required: true, min: 1, max: 36, defaultValue: 1, admin: { description: 'How long the plan lasts once redeemed.' } },
    { type: 'row', fields: [
      { name: 'percentOff', type: 'number', required: true, min: 1, max: 100, defaultValue: 100 },
      { name: 'duration', type: 'select', required: true, defaultValue: 'once', options: options(COUPON_DURATIONS) },
      { name: 'durationInMonths', type: 'number', min: 1, admin: { condition: (data) => data?.duration === 'repeating' } },
    ] },
    { name: 'country', type: 'text', maxLength: 2, admin: { description: 'Only accounts of this country (ID for Indonesian coupons); empty: any.' } },
    { name: 'promotionId', type: 'text', admin: { description: 'The promotion this code belongs to (shown on the coupon page once registered).' } },
    { name: 'redeemableUntil', type: 'date', admin: { description: 'Empty: valid until redeemed.' } },
    { name: 'maxRedemptions', type: 'number', min: 1, defaultValue: 1 },
    { name: 'redemptionCount', type: 'number', defaultValue: 0, admin: { readOnly: true } },
  ],
}
