import type { SiteLocale } from './locales'

/** The BCP 47 tag Intl formats a site locale's dates, numbers and prices with. */
export const LOCALE_TAGS: Record<SiteLocale, string> = { ja: 'ja-JP', en: 'en-US', id: 'id-ID' }

/** A page's or learner's locale as an Intl tag; a value that is not a site locale ("fr", "en-GB") is used as it is. */
export const localeTag = (locale: string): string => (LOCALE_TAGS as Record<string, string>)[locale] ?? locale
