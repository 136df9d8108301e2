// Node loads this module itself (astro.config.mjs, the migrations): keep it free of imports and of TypeScript
// syntax Node cannot strip.

/** Interface and content locales (docs/messages.md "Locales"). ja is the default and has no URL prefix. */
export const LOCALES = ['ja', 'en', 'id'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ja'
/** Each locale's name in itself, for the locale menu and the admin. */
export const LOCALE_NAMES: Record<Locale, string> = { ja: '日本語', en: 'English', id: 'Bahasa Indonesia' }
/** The locales the starter curriculum is written in (id is filled by fallback). */
export const CONTENT_LOCALES = ['ja', 'en'] as const

/**
 * Where a missing interface message is looked up next (docs/messages.md "Fallback"): id falls back to en, ja
 * to en, en to nothing. Content (Payload) has its own chain, set in cms/localization.ts.
 */
export const MESSAGE_FALLBACK: Record<Locale, readonly Locale[]> = { ja: ['ja', 'en'], en: ['en'], id: ['id', 'en'] }

/** A site path in a locale: ja unprefixed (/courses), the others prefixed (/en/courses). */
export const localePath = (locale: Locale, path: string) => (locale === DEFAULT_LOCALE ? path : `/${locale}${path === '/' ? '/' : path}`)
