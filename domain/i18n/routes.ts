import { DEFAULT_SITE_LOCALE, SITE_LOCALES, type SiteLocale } from '@site/i18n/locales'

/**
 * Locale prefixes of site paths: ja has none (/courses), en and id have theirs (/en/courses). Pure, so the
 * server's /switch_locale route and the pages use the same rules.
 */
export function splitLocale(path: string): { locale: SiteLocale; path: string } {
  const match = /^\/(en|id)(?=\/|$)(.*)$/.exec(path)
  if (!match) return { locale: DEFAULT_SITE_LOCALE, path: path || '/' }
  return { locale: match[1] as SiteLocale, path: match[2] || '/' }
}

/** The same page in another locale. */
export const switchLocalePath = (path: string, locale: SiteLocale) => {
  const { path: bare } = splitLocale(path)
  return locale === DEFAULT_SITE_LOCALE ? bare : `/${locale}${bare === '/' ? '/' : bare}`
}

/** Where the locale dropdown sends a visitor (docs/routes.md "Server routes": /switch_locale/{locale}?path={current path}). */
export const switchLocaleHref = (locale: SiteLocale, currentPath: string) => `/switch_locale/${locale}?path=${encodeURIComponent(currentPath)}`

/** Legal and success-story pages hide the locale dropdown (docs/routes.md "Header"). */
export const hidesLocaleMenu = (path: string) => /^\/(policy|privacy_policy|success_stories)(\/|$)/.test(splitLocale(path).path)

/** Static paths of a route in every locale, for pages under src/pages/[...lang]/. */
export const localeStaticPaths = () => SITE_LOCALES.map((locale) => ({ params: { lang: locale === DEFAULT_SITE_LOCALE ? undefined : locale }, props: { locale } }))
