import { createContext, useContext } from 'react'
import type { Localized } from '@judge/messages'
import { format } from '@domain/i18n/format'
import { t, type SiteLocale } from '../../i18n/locales'

type Key = Parameters<typeof t>[1]

/** The island's locale, given by the Astro page that renders it. */
export const LocaleContext = createContext<SiteLocale>('ja')

/** Catalog messages and server messages (Localized) in the island's locale; id falls back to en. */
export function useT() {
  const locale = useContext(LocaleContext)
  return {
    locale,
    t: (key: Key, values?: Record<string, string | number>) => (values ? format(t(locale, key), values) : t(locale, key)),
    tl: (message: Localized) => (locale === 'ja' ? message.ja : locale === 'id' ? (message.id ?? message.en) : message.en),
  }
}
