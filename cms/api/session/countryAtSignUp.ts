import type { PayloadRequest } from 'payload'
import type { Locale } from '@domain/i18n/locales'

const BY_LOCALE: Partial<Record<Locale, string>> = { ja: 'JP', id: 'ID' }

/**
 * The country an account is created in (docs/plans.md "Coupons": Indonesian coupons work only for accounts
 * created in Indonesia): the two-letter code a trusted proxy puts in the header COUNTRY_HEADER names (e.g.
 * cf-ipcountry), else the sign-up's locale (id → ID, ja → JP; English says nothing). Never from the request
 * body, so a learner cannot choose it.
 */
export function countryAtSignUp(req: PayloadRequest, locale: Locale): string | null {
  const header = process.env.COUNTRY_HEADER?.trim().toLowerCase()
  const fromProxy = header ? req.headers.get(header)?.trim().toUpperCase() : undefined
  if (fromProxy && /^[A-Z]{2}$/.test(fromProxy) && fromProxy !== 'XX') return fromProxy
  return BY_LOCALE[locale] ?? null
}
