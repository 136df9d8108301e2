import { DEFAULT_LOCALE, LOCALES, type Locale } from '@domain/i18n/locales'

/** The site's locales are the platform's (docs/messages.md "Locales"); these names stay for the site's pages. */
export const SITE_LOCALES = LOCALES
export type SiteLocale = Locale
export const DEFAULT_SITE_LOCALE = DEFAULT_LOCALE

export { t } from '@domain/i18n/messages'
export { localePath } from '@domain/i18n/locales'
