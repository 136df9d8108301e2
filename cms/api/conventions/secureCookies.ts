/**
 * Cookies are `Secure` when the public origin (PUBLIC_URL) is https (README "Configuration"): every cookie the
 * platform sets, the session cookie (Payload's `auth.cookies.secure`) and its own (CSRF, flash, locale,
 * signed flow cookies, staff preview). Plain http (local development, the test servers) keeps them usable.
 */
export const secureCookies = (): boolean => /^https:\/\//i.test(process.env.PUBLIC_URL ?? '')

/** "; Secure" for a hand-written Set-Cookie value, or nothing. */
export const secureAttribute = () => (secureCookies() ? '; Secure' : '')

/** The one-time message the next page shows (site/src/lib/flash.ts), e.g. "notice:signedOut". */
export const flashCookie = (flash: string) => `flash=${encodeURIComponent(flash)}; Path=/; SameSite=Lax${secureAttribute()}`
