import { DEFAULT_LOCALE, LOCALE_NAMES } from '@domain/i18n/locales'

/** Payload's locales and fallback chain for content (docs/messages.md "Fallback"). */
export const payloadLocalization = {
  defaultLocale: DEFAULT_LOCALE,
  fallback: true,
  locales: [
    { code: 'ja', label: LOCALE_NAMES.ja },
    { code: 'en', label: LOCALE_NAMES.en },
    // en first, then ja: a text staff wrote only in Japanese (the admin's default locale) still shows.
    { code: 'id', label: LOCALE_NAMES.id, fallbackLocale: ['en', 'ja'] },
  ],
}
