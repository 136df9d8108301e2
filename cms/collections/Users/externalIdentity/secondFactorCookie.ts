import { z } from 'zod'
import { readCookie } from '../../../endpoints/conventions/csrf'
import { readSignedValue, signValue } from '../../../endpoints/conventions/signedValue'

/**
 * An account with two-factor sign-in keeps it when it signs in through its identity provider: the callback
 * hands the browser this signed, five-minute ticket instead of a session, and the sign-in page trades it
 * for a session with a code (POST /api/users/oidc/second_factor).
 */
export const SECOND_FACTOR_COOKIE = 'oidc_second_factor'
const TICKET_MS = 5 * 60 * 1000
const PURPOSE = 'oidc-second-factor'
const COOKIE_PATH = '/api/users/oidc'

const ticket = z.object({ userId: z.union([z.number(), z.string()]), redirect: z.string() })
export type SecondFactorTicket = z.infer<typeof ticket>

export function secondFactorCookie(secret: string, value: SecondFactorTicket, secure: boolean): string {
  const signed = signValue(secret, PURPOSE, JSON.stringify(value), Date.now() + TICKET_MS)
  return `${SECOND_FACTOR_COOKIE}=${signed}; Path=${COOKIE_PATH}; Max-Age=${TICKET_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

export const expiredSecondFactorCookie = `${SECOND_FACTOR_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`

export function readSecondFactorTicket(secret: string, cookieHeader: string | null): SecondFactorTicket | null {
  const body = readSignedValue(secret, PURPOSE, readCookie(cookieHeader, SECOND_FACTOR_COOKIE))
  const parsed = body ? ticket.safeParse(JSON.parse(body)) : null
  return parsed?.success ? parsed.data : null
}
