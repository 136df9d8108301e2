import type { SiteLocale } from '../i18n/locales'
import { LOCALE_TAGS } from '../i18n/localeTags'
import { CURRENCY, PLANS, plusMonthlyFrom, priceRegionFor, type PlanName } from '@domain/plans/catalog'

/**
 * Prices as the static pages show them (docs/plans.md "Plans and prices"): the amounts are the catalog's
 * (domain/plans/catalog.ts), in the region an interface locale pays in (a static page knows no country).
 */
const regionOf = (locale: SiteLocale) => priceRegionFor(locale, null)
const money = (locale: SiteLocale, amount: number) => ({ amount, currency: CURRENCY[regionOf(locale)].code.toUpperCase() })

export const PLUS_MONTHLY_FROM = (locale: SiteLocale) => money(locale, plusMonthlyFrom(regionOf(locale)))

/** A plan's price in the locale's region, or null where it is not sold there. */
export function planPrice(locale: SiteLocale, plan: PlanName) {
  const amount = (PLANS[plan].prices as Partial<Record<string, number>>)[regionOf(locale)]
  return amount === undefined ? null : money(locale, amount)
}

/** Plan lengths in months; 6 months saves about 1 month, 12 months about 4 (docs/plans.md "Plans and prices"). */
export const PLAN_LENGTHS = [1, 6, 12] as const
export const MONTHS_SAVED: Record<(typeof PLAN_LENGTHS)[number], number> = { 1: 0, 6: 1, 12: 4 }

export const formatPrice = (locale: SiteLocale, { amount, currency }: { amount: number; currency: string }) =>
  new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency, maximumFractionDigits: currency === 'USD' ? 2 : 0 }).format(amount)

/** Professional is sold in yen, by monthly subscription or one course at a time. */
export const PROFESSIONAL_PRICES = {
  monthly: { amount: PLANS.professional_1m.prices.jp, currency: 'JPY' },
  perCourse: { amount: PLANS.professional_course.prices.jp, currency: 'JPY' },
} as const
