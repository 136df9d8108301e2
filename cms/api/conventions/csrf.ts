import { randomBytes, timingSafeEqual } from 'node:crypto'
import { CSRF_COOKIE, CSRF_HEADER, isSafeMethod, readCookie, SESSION_COOKIE } from '@domain/api/csrfNames'
import { secureAttribute } from './secureCookies'

/**
 * CSRF protection (docs/learner-api.md "Conventions": a CSRF header on every state-changing request; docs/sessions.md
 * "CSRF"), by double submit: the server sets a random token in a cookie scripts on this site can read, and a
 * state-changing request must echo it in the header. Another site can neither read the cookie nor send the
 * header (a cross-origin request with it needs a CORS preflight the platform never grants). On top, a
 * state-changing request whose Origin is another site is refused outright.
 */
export { CSRF_COOKIE, CSRF_HEADER, isSafeMethod, readCookie, SESSION_COOKIE } from '@domain/api/csrfNames'

export const newCsrfToken = () => randomBytes(24).toString('base64url')

/**
 * Whether the request's Origin header names another site ("null", from sandboxed frames and some redirects,
 * counts as another). Same-origin is this request's own host or the public origin (PUBLIC_URL). No Origin
 * is not cross-origin: browsers send it on every cross-origin write, so its absence means another client.
 */
export function isCrossOrigin(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (!origin) return false
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return true
  }
  if (host && host === headers.get('host')) return false
  const publicUrl = process.env.PUBLIC_URL
  return !(publicUrl && URL.canParse(publicUrl) && new URL(publicUrl).origin === origin)
}

function echoesToken(headers: Headers): boolean {
  const cookie = readCookie(headers.get('cookie'), CSRF_COOKIE)
  const header = headers.get(CSRF_HEADER)
  if (!cookie || !header || cookie.length !== header.length) return false
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header))
}

/**
 * Authenticated by a token the client put in the header itself (apps, scripts: `Authorization: JWT …` or
 * `Bearer …`) and not by the session cookie. A browser adds neither on its own; any other Authorization
 * (Basic credentials a browser remembers for a host) is as ambient as a cookie and changes nothing.
 */
const authenticatesByHeader = (headers: Headers) =>
  /^(JWT|Bearer) \S/.test(headers.get('authorization') ?? '') && !readCookie(headers.get('cookie'), SESSION_COOKIE)

/** The learner calls' rule: a state-changing request from this site echoes the token, unless it authenticates by header. */
export function passesCsrf(method: string, headers: Headers): boolean {
  if (isSafeMethod(method)) return true
  if (isCrossOrigin(headers)) return false
  return echoesToken(headers) || authenticatesByHeader(headers)
}

/**
 * The rule for Payload's own routes (stateChangeGuard.ts): never from another site's Origin, and a request
 * that carries the session cookie echoes the token (the admin's fetches add it: components/CsrfFetch.tsx).
 * A request without the cookie has no ambient authority to borrow; the route's own access rules apply.
 */
export function passesStateChangeRule(method: string, headers: Headers): boolean {
  if (isSafeMethod(method)) return true
  if (isCrossOrigin(headers)) return false
  return echoesToken(headers) || !readCookie(headers.get('cookie'), SESSION_COOKIE)
}

/** The Set-Cookie value that gives a browser its token (a year; readable by the site's scripts on purpose). */
export const csrfCookie = (token: string) => `${CSRF_COOKIE}=${token}; Path=/; Max-Age=31536000; SameSite=Strict${secureAttribute()}`
