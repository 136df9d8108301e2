import type { SiteLocale } from '../i18n/locales'

/**
 * A CMS fetch made once per locale per build: the route files of one build run in one process, and several
 * of them (exercise, course and lesson pages, the layout, the sitemap) need the same data.
 */
export function perLocale<T>(load: (locale: SiteLocale) => Promise<T>): (locale: SiteLocale) => Promise<T> {
  const cache = new Map<SiteLocale, Promise<T>>()
  return (locale) => {
    if (!cache.has(locale)) cache.set(locale, load(locale))
    return cache.get(locale)!
  }
}
