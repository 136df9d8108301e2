import type { SiteLocale } from '../i18n/locales'

/**
 * Prices (docs/site.md "Plans and prices"), shown per interface locale. They are business constants, not translations:
 * the CMS/billing issue will own the amounts; the site only formats them.
 */
export const PLUS_MONTHLY_FROM: Record<SiteLocale, { amount: number; currency: 'JPY' | 'USD' | 'IDR' }> = {
  ja: { amount: 990, currency: 'JPY' },
  en: { amount: 9.99, currency: 'USD' },
  id: { amount: 109000, currency: 'IDR' },
}
/** Plan lengths in months; 6 months saves about 1 month, 12 months about 4 (docs/site.md "Plans and prices"). */
export const PLAN_LENGTHS = [1, 6, 12] as const
export const MONTHS_SAVED: Record<(typeof PLAN_LENGTHS)[number], number> = { 1: 0, 6: 1, 12: 4 }

const LOCALE_TAGS: Record<SiteLocale, string> = { ja: 'ja-JP', en: 'en-US', id: 'id-ID' }

export const formatPrice = (locale: SiteLocale, { amount, currency }: { amount: number; currency: string }) =>
  new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency, maximumFractionDigits: currency === 'USD' ? 2 : 0 }).format(amount)

/** docs/site.md "Plans and prices": Professional is sold in yen, by monthly subscription or one course at a time. */
export const PROFESSIONAL_PRICES = {
  monthly: { amount: 3490, currency: 'JPY' },
  perCourse: { amount: 9800, currency: 'JPY' },
} as const
