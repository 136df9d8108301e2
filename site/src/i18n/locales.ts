import en from './messages/en.json'
import id from './messages/id.json'
import ja from './messages/ja.json'

/** Interface locales: ja is the default (no URL prefix); id falls back to en for every missing string. */
export const SITE_LOCALES = ['ja', 'en', 'id'] as const
export type SiteLocale = (typeof SITE_LOCALES)[number]
export const DEFAULT_SITE_LOCALE: SiteLocale = 'ja'

type Messages = typeof en
const catalogs: Record<SiteLocale, Partial<Messages>> = { ja, en, id }
const fallbackChain: Record<SiteLocale, SiteLocale[]> = { ja: ['ja', 'en'], en: ['en'], id: ['id', 'en'] }

/** The message `key` in `locale`, falling back along the locale's chain (id → en). */
export function t(locale: SiteLocale, key: keyof Messages): string {
  for (const candidate of fallbackChain[locale]) {
    const value = catalogs[candidate][key]
    if (value) return value
  }
  return key
}

export const localePath = (locale: SiteLocale, path: string) =>
  locale === DEFAULT_SITE_LOCALE ? path : `/${locale}${path === '/' ? '/' : path}`
