import type { z } from 'zod'
import { readCookie } from './csrf'
import { secureAttribute } from './secureCookies'
import { readSignedValue, signValue } from './signedValue'

/**
 * An HttpOnly cookie holding a short-lived, signed JSON value (signedValue.ts), read back through its schema:
 * for state the browser must carry between two requests and must not be able to change.
 */
export function signedCookie<T>(options: { name: string; purpose: string; path: string; lifetimeMs: number; schema: z.ZodType<T> }) {
  const { name, purpose, path, lifetimeMs, schema } = options
  // Lax: the identity provider sends the browser back with a top-level GET, which carries Lax cookies.
  const attributes = `Path=${path}; HttpOnly; SameSite=Lax`
  return {
    name,
    set: (secret: string, value: T) => `${name}=${signValue(secret, purpose, JSON.stringify(value), Date.now() + lifetimeMs)}; Max-Age=${lifetimeMs / 1000}; ${attributes}${secureAttribute()}`,
    expired: `${name}=; Max-Age=0; ${attributes}`,
    read: (secret: string, cookieHeader: string | null): T | null => {
      const body = readSignedValue(secret, purpose, readCookie(cookieHeader, name))
      if (!body) return null
      const parsed = schema.safeParse(JSON.parse(body))
      return parsed.success ? parsed.data : null
    },
  }
}
