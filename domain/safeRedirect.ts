import type { Locale } from '@domain/i18n/locales'
/**
 * Redirects never lead off the site (docs/sessions.md "Redirects"). A same-site path starts with one "/" and
 * is not read by any browser as another host: not "//host", not "/\host" (browsers treat "\" as "/"), not
 * their percent-encoded forms ("/%2F%2Fhost", "/%5Chost", decoded by some servers and proxies on the way),
 * no whitespace or control characters (browsers strip some of them, "/\t/host" becomes "//host").
 */
const MAX_PATH = 2048
const PLAIN_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/

/** Every decoding of `value` (up to three rounds: "%252F" → "%2F" → "/"), the value itself first. */
function decodings(value: string): string[] {
  const seen = [value]
  for (let i = 0; i < 3; i++) {
    let next: string
    try {
      next = decodeURIComponent(seen[seen.length - 1])
    } catch {
      break
    }
    if (next === seen[seen.length - 1]) break
    seen.push(next)
  }
  return seen
}

/** `value` when it is a same-site path, else null. */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_PATH || !PLAIN_PATH.test(value)) return null
  // A decoded form may hold a space ("/search?q=a%20b") but must not turn into another host.
  return decodings(value).every((form) => form.startsWith('/') && !/^\/[/\\]/.test(form) && !/^\/\s*[/\\]/.test(form)) ? value : null
}

/**
 * The one way a redirect's Location is made: the path when it is same-site, else `fallback`. Apply it to the
 * final path (after a locale prefix is added or removed: "/en//host" loses "/en" and becomes "//host").
 */
export const redirectLocation = (path: unknown, fallback = '/'): string => sameSitePath(path) ?? fallback

/** The courses page in the caller's interface locale (ja has no prefix), where account calls lead by default. */
export const coursesPathFor = (locale: Locale) => (locale === 'ja' ? '/courses' : `/${locale}/courses`)

/** The sign-in page in the caller's interface locale. */
export const signInPathFor = (locale: Locale) => (locale === 'ja' ? '/users/sign_in' : `/${locale}/users/sign_in`)
