import { formatPrice } from '../../lib/prices'
import type { SiteLocale } from '../../i18n/locales'
import { format } from '@domain/i18n/format'

const TAGS: Record<string, string> = { ja: 'ja-JP', en: 'en-US', id: 'id-ID' }

/** A date as the learner reads it in their locale ("2026年12月25日", "December 25, 2026"). */
export const formatDate = (locale: string, iso: string | null | undefined) =>
  iso ? new Intl.DateTimeFormat(TAGS[locale] ?? locale, { dateStyle: 'long' }).format(new Date(iso)) : ''

/** An amount in its currency, as the plans page writes prices (site/src/lib/prices.ts). */
export const formatMoney = (locale: SiteLocale, amount: number | null, currency: string | null) => (amount === null || !currency ? '' : formatPrice(locale, { amount, currency: currency.toUpperCase() }))

export { format }

/** The first message of an errors answer, for a role=alert line. */
export const firstError = (body: { errors?: Record<string, string[]> } | null, fallback: string) => Object.values(body?.errors ?? {}).flat()[0] ?? fallback
