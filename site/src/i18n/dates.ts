import type { SiteLocale } from './locales'

const TAGS: Record<SiteLocale, string> = { ja: 'ja-JP', en: 'en-US', id: 'id-ID' }

/** A CMS date as the locale writes it (e.g. 2026年11月22日, November 22, 2026). */
export const formatDate = (locale: SiteLocale, iso: string | null) =>
  iso ? new Intl.DateTimeFormat(TAGS[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Tokyo' }).format(new Date(iso)) : ''
