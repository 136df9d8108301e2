import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales'

/** A path starting with a non-default locale's prefix (/en, /id). */
const PREFIXED = new RegExp(`^/(${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|')})(?=/|$)(.*)$`)

/**
 * Locale prefixes of site paths: ja has none (/courses), en and id have theirs (/en/courses). Pure, so the
 * server's /switch_locale route and the pages use the same rules.
 */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const match = PREFIXED.exec(path)
  if (!match) return { locale: DEFAULT_LOCALE, path: path || '/' }
  return { locale: match[1] as Locale, path: match[2] || '/' }
}

/** The same page in another locale. */
export const switchLocalePath = (path: string, locale: Locale) => {
  const { path: bare } = splitLocale(path)
  return locale === DEFAULT_LOCALE ? bare : `/${locale}${bare === '/' ? '/' : bare}`
}

/** Where the locale dropdown sends a visitor (docs/routes.md "Server routes": /switch_locale/{locale}?path={current path}). */
export const switchLocaleHref = (locale: Locale, currentPath: string) => `/switch_locale/${locale}?path=${encodeURIComponent(currentPath)}`

/** Legal and success-story pages hide the locale dropdown (docs/routes.md "Header"). */
export const hidesLocaleMenu = (path: string) => /^\/(policy|privacy_policy|success_stories)(\/|$)/.test(splitLocale(path).path)

/** Static paths of a route in every locale, for pages under src/pages/[...lang]/. */
export const localeStaticPaths = () => LOCALES.map((locale) => ({ params: { lang: locale === DEFAULT_LOCALE ? undefined : locale }, props: { locale } }))
