import { randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * CSRF protection for the learner calls (core.md §6 "Request rules": a CSRF header on every state-changing
 * request), by double submit: the server sets a random token in a cookie scripts on this site can read, and
 * a state-changing request must echo it in the header. Another site can neither read the cookie nor send the
 * header (a cross-origin request with it needs a CORS preflight the platform never grants).
 */
export const CSRF_COOKIE = 'csrf_token'
export const CSRF_HEADER = 'x-csrf-token'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const newCsrfToken = () => randomBytes(24).toString('base64url')

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  const pair = cookieHeader?.split(/;\s*/).find((c) => c.startsWith(`${name}=`))
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined
}

/**
 * Whether a request passes the CSRF rule. Requests that authenticate with an Authorization header (apps,
 * scripts) are not ambient and need no token; everything else that changes state must echo the cookie.
 */
export function passesCsrf(method: string, headers: Headers): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true
  if (headers.get('authorization')) return true
  const cookie = readCookie(headers.get('cookie'), CSRF_COOKIE)
  const header = headers.get(CSRF_HEADER)
  if (!cookie || !header || cookie.length !== header.length) return false
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header))
}

/** The Set-Cookie value that gives a browser its token (a year; readable by the site's scripts on purpose). */
export const csrfCookie = (token: string) => `${CSRF_COOKIE}=${token}; Path=/; Max-Age=31536000; SameSite=Strict`
