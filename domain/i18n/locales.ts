/** Interface and content locales. ja is the default; id falls back to en then ja, en to ja (Payload's fallback chain). */
export const LOCALES = ['ja', 'en', 'id'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ja'
/** The locales the starter curriculum is written in (id is filled by fallback). */
export const CONTENT_LOCALES = ['ja', 'en'] as const

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
