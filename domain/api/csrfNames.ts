/** The CSRF cookie and header names and the cookie reader, free of Node imports (the admin's browser code uses them). */
export const CSRF_COOKIE = 'csrf_token'
export const CSRF_HEADER = 'x-csrf-token'
/** Payload's session cookie (cookiePrefix "payload"): its presence makes a request cookie-authenticated. */
export const SESSION_COOKIE = 'payload-token'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method.toUpperCase())

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  const pair = cookieHeader?.split(/;\s*/).find((c) => c.startsWith(`${name}=`))
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined
}
