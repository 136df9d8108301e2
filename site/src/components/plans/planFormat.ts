import { formatPrice } from '../../lib/prices'
import type { SiteLocale } from '../../i18n/locales'
import { format } from '@domain/i18n/format'

/** A date as the learner reads it in their locale ("2026年12月25日", "December 25, 2026"). */
export { formatLocalDate as formatDate } from '../../i18n/dates'

/** An amount in its currency, as the plans page writes prices (site/src/lib/prices.ts). */
export const formatMoney = (locale: SiteLocale, amount: number | null, currency: string | null) => (amount === null || !currency ? '' : formatPrice(locale, { amount, currency: currency.toUpperCase() }))

export { format }

/** The first message of an errors answer, for a role=alert line. */
export const firstError = (body: { errors?: Record<string, string[]> } | null, fallback: string) => Object.values(body?.errors ?? {}).flat()[0] ?? fallback
