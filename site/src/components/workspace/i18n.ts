import { createContext, useContext } from 'react'
import { t, textIn, type Localized } from './messages'
import type { SiteLocale } from '../../i18n/locales'

type Key = Parameters<typeof t>[1]

/** The island's locale, given by the Astro page that renders it. */
export const LocaleContext = createContext<SiteLocale>('ja')

/** Catalog messages and server messages (Localized) in the island's locale; id falls back to en (docs/messages.md). */
export function useT() {
  const locale = useContext(LocaleContext)
  return {
    locale,
    t: (key: Key, values?: Record<string, string | number>) => t(locale, key, values),
    tl: (message: Localized) => textIn(message, locale),
  }
}
