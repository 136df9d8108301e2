import { t, type SiteLocale } from '../../i18n/locales'
import { PLAN_NAMES, type PlanName } from '@domain/plans/catalog'
import type { PlanState } from '@domain/plans/subscription'

/** The plan islands' texts in a locale (the islands have no catalogue of their own; docs/plans.md). */
export const planNameIn = (locale: SiteLocale, plan: PlanName) =>
  plan.startsWith('plus_ios') || plan.startsWith('plus_android') ? t(locale, 'planName.mobile') : t(locale, `planName.${plan}` as 'planName.plus_1m')

const STATES: PlanState[] = ['active', 'trial', 'canceled', 'paused', 'suspended', 'coupon', 'reserved', 'upcoming', 'expired']
const CANCEL_REASONS = ['price', 'no_time', 'finished_learning', 'content', 'difficulty', 'other_service', 'technical', 'other'] as const

export const planStrings = (locale: SiteLocale) => {
  const pick = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, t(locale, key as Parameters<typeof t>[1])])) as Record<K, string>
  return {
    locale,
    planNames: Object.fromEntries(PLAN_NAMES.map((plan) => [plan, planNameIn(locale, plan)])) as Record<PlanName, string>,
    states: Object.fromEntries(STATES.map((state) => [state, t(locale, `planState.${state}` as 'planState.active')])) as Record<PlanState, string>,
    reasons: CANCEL_REASONS.map((reason) => ({ value: reason, label: t(locale, `cancel.reason.${reason}` as 'cancel.reason.price') })),
    ...pick([
      'subscribe.signInFirst', 'subscribe.signIn', 'subscribe.pay', 'subscribe.startTrial', 'subscribe.working', 'subscribe.trialStarted', 'subscribe.toDashboard',
      'subscribe.confirmTitle', 'subscribe.confirmBody', 'subscribe.resend', 'subscribe.resent', 'subscribe.close',
      'billing.free', 'billing.seePlans', 'billing.plan', 'billing.status', 'billing.price', 'billing.nextPayment', 'billing.endDate', 'billing.trialEnd', 'billing.graceUntil',
      'billing.reserved', 'billing.cancelReservation', 'billing.reservationCanceled', 'billing.changeCard', 'billing.cancel', 'billing.reactivate', 'billing.reactivated', 'billing.paymentsOff', 'billing.payments', 'billing.noPayments',
      'billing.date', 'billing.summary', 'billing.period', 'billing.amount', 'billing.receipt', 'billing.receiptName', 'billing.partiallyRefunded',
      'cancel.lead', 'cancel.reasons', 'cancel.comment', 'cancel.submit', 'cancel.keep', 'cancel.done', 'cancel.backToBilling', 'cancel.notFound',
      'coupon.code', 'coupon.apply', 'coupon.applied', 'settings.loading',
    ] as const),
  }
}
export type PlanStrings = ReturnType<typeof planStrings>
