import en from '@domain/i18n/messages/en.json'
import { t, type SiteLocale } from '../../i18n/locales'

type Key = keyof typeof en

/**
 * The catalogue strings of some namespaces in `locale` (id falling back to en), as JSON for a page's data-strings
 * attribute; its script reads them back with pageStrings (lib/dashboard/strings.ts).
 */
export const catalogStrings = (locale: SiteLocale, namespaces: string[], extraKeys: Key[] = []) =>
  JSON.stringify(Object.fromEntries((Object.keys(en) as Key[]).filter((k) => namespaces.includes(k.split('.')[0]) || extraKeys.includes(k)).map((k) => [k, t(locale, k)])))

/** The dashboard pages' catalogue strings. */
export const dashboardStrings = (locale: SiteLocale) => catalogStrings(locale, ['dashboard', 'allLessons'], ['paths.progressText'])
