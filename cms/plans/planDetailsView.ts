import type { Charge, Subscription, User } from '../payload-types'
import type { ChargeView, PlanDetails } from '@domain/api/plans'
import { CURRENCY, periodMonths, planOf, priceRegionFor } from '@domain/plans/catalog'
import { planState } from '@domain/plans/subscription'
import type { Locale } from '@domain/i18n/locales'
import { toAccountSubscription } from './accountSubscriptions'

const iso = (date: Date | null) => date?.toISOString() ?? null

/** A subscription as the billing tab shows it (docs/learner-api.md "Plans"), priced in the learner's region. */
export function planDetailsView(doc: Subscription, user: User, locale: Locale, now = new Date()): PlanDetails {
  const sub = toAccountSubscription(doc)!
  const plan = planOf(sub.plan)
  const state = planState(sub, now)
  const region = priceRegionFor(locale, user.countryCode)
  const amount = plan.prices[region] ?? null
  const months = periodMonths(plan)
  const paymentDue = state === 'active' || (state === 'trial' && sub.provider !== 'COUPON')
  const ends = state === 'canceled' || state === 'coupon' || state === 'reserved' || state === 'upcoming' || state === 'expired'
  return {
    id: Number(doc.id),
    plan: sub.plan,
    product: plan.product,
    interval: plan.interval,
    intervalCount: plan.intervalCount,
    type: sub.type,
    state,
    provider: sub.provider,
    startsAt: sub.startsAt.toISOString(),
    nextPaymentDate: paymentDue && months ? iso(sub.currentPeriodEnd) : null,
    endDate: ends || (state === 'trial' && sub.provider === 'COUPON') ? iso(sub.currentPeriodEnd) : null,
    trialEnd: iso(sub.trialEndsAt),
    graceUntil: iso(sub.graceUntil),
    amount,
    monthlyAmount: amount !== null && months ? Math.round((amount / months) * 100) / 100 : null,
    currency: amount !== null ? CURRENCY[region].code : null,
    quantity: 1,
    course: (sub.course as number | null) ?? null,
    // Cancelling stops the next payment: only a plan that would renew can be cancelled; one canceled but not ended can be taken up again.
    // A reserved plan can be called off until it begins.
    canCancel: ((state === 'active' || state === 'trial') && months > 0 && sub.provider !== 'IOS' && sub.provider !== 'ANDROID') || (state === 'upcoming' && sub.type === 'reserved'),
    canReactivate: state === 'canceled' && (sub.provider === 'STRIPE' || sub.provider === 'COUPON') && months > 0,
  }
}

export const chargeView = (charge: Charge): ChargeView => ({
  id: Number(charge.id),
  billedAt: charge.billedAt,
  summary: charge.summary,
  periodStart: charge.periodStart ?? null,
  periodEnd: charge.periodEnd ?? null,
  amount: charge.amount,
  currency: charge.currency,
  receiptUrl: charge.receiptUrl ?? null,
  partiallyRefunded: Boolean(charge.partiallyRefunded),
})
