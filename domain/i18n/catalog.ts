import { format } from './format'
import { LOCALES, MESSAGE_FALLBACK, type Locale } from './locales'

/** A text in every interface locale, as the judge sends it over the socket; id falls back to en where not given. */
export interface Localized {
  ja: string
  en: string
  id?: string
}

/** The values of a message's `{name}` placeholders. */
export type MessageValues = Record<string, string | number>

/** The text of a Localized for a locale: id falls back to en. */
export const textIn = (text: Localized, locale: Locale): string => (locale === 'id' ? (text.id ?? text.en) : text[locale])

/** Where a text is found: the platform's whole catalog on the server (messages.ts), the workspace's part of it in
 * the browser (docs/messages.md "In the browser"). */
export type MessageLookup = (locale: Locale, key: string) => string | undefined

// Plain functions over a lookup rather than an object made at import time: a module that only re-exports the
// catalog stays free of side effects, so a browser bundle that does not use it leaves its JSON out.

/** The message `key` in `locale`, falling back along the locale's chain (id → en, ja → en), placeholders filled. */
export function textFrom(lookup: MessageLookup, locale: Locale, key: string, values?: MessageValues): string {
  for (const candidate of MESSAGE_FALLBACK[locale]) {
    const text = lookup(candidate, key)
    if (text) return values ? format(text, values) : text
  }
  return key
}

/** The message `key` in every locale, as the judge sends it; id only where the lookup has it (the client falls back to en). */
export function localizedFrom(lookup: MessageLookup, key: string, values?: MessageValues): Localized {
  const own = lookup('id', key)
  return { ja: textFrom(lookup, 'ja', key, values), en: textFrom(lookup, 'en', key, values), ...(own ? { id: values ? format(own, values) : own } : {}) }
}

/** Whether `key` is there in any locale. */
export const hasIn = (lookup: MessageLookup, key: string): boolean => LOCALES.some((locale) => lookup(locale, key) !== undefined)
