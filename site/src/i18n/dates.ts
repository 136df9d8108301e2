import type { SiteLocale } from './locales'
import { localeTag } from './localeTags'

const formatters = new Map<string, Intl.DateTimeFormat>()
/**
 * One Intl.DateTimeFormat per locale and options, kept: building one costs far more than formatting with it, and
 * the dashboard's calendar formats a year of days (a fresh formatter per day was ~180 ms of a phone's main thread).
 */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(localeTag(locale), options)))
  return formatter
}

/** A CMS date as the locale writes it (e.g. 2026年11月22日, November 22, 2026), on the platform's calendar (Tokyo). */
export const formatDate = (locale: SiteLocale, iso: string | null) =>
  iso ? dateFormatter(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Tokyo' }).format(new Date(iso)) : ''

/** A moment as the reader's own calendar dates it ("2026年12月25日", "December 25, 2026"): billing and team dates. */
export const formatLocalDate = (locale: string, iso: string | null | undefined) => (iso ? dateFormatter(locale, { dateStyle: 'long' }).format(new Date(iso)) : '')

/** A moment with its time, in the reader's time zone. */
export const formatLocalDateTime = (locale: string, iso: string) => dateFormatter(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
