import { DEFAULT_LOCALE } from '@domain/i18n/locales'

/** Payload's locales and fallback chain for content (docs/messages.md "Fallback"). */
export const payloadLocalization = {
  defaultLocale: DEFAULT_LOCALE,
  fallback: true,
  locales: [
    { code: 'ja', label: '日本語' },
    { code: 'en', label: 'English' },
    // en first, then ja: a text staff wrote only in Japanese (the admin's default locale) still shows.
    { code: 'id', label: 'Bahasa Indonesia', fallbackLocale: ['en', 'ja'] },
  ],
}
