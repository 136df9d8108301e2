import en from '@domain/i18n/messages/en.json'
import { t, type SiteLocale } from '../../i18n/locales'

type Key = keyof typeof en

/** The dashboard pages' catalogue strings in `locale` (id falling back to en), embedded as data-strings for their scripts. */
export const dashboardStrings = (locale: SiteLocale) =>
  JSON.stringify(Object.fromEntries((Object.keys(en) as Key[]).filter((k) => /^(dashboard|allLessons)\./.test(k)).map((k) => [k, t(locale, k)])))
