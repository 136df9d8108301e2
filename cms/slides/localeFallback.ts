import type { Locale } from '@domain/i18n/locales'

/** Payload's fallback chain (cms/localization.ts) as the slide calls read it: id shows en then ja, en shows ja, ja is the default. */
export const FALLBACK: Record<Locale, Locale[]> = { ja: ['ja'], en: ['en', 'ja'], id: ['id', 'en', 'ja'] }

/** The value of the first locale of the chain that has one. */
export function pick<T>(byLocale: Map<string, T> | undefined, chain: Locale[]): T | undefined {
  for (const locale of chain) if (byLocale?.has(locale)) return byLocale.get(locale)
  return undefined
}
