import { z } from 'zod'
import { readCookie } from '../../../endpoints/conventions/csrf'
import { readSignedValue, signValue } from '../../../endpoints/conventions/signedValue'

/**
 * What the browser carries from /api/users/oidc/authorize to the provider and back to the callback: the
 * PKCE verifier, state and nonce that tie the answer to this browser, and where to go afterwards. Signed
 * (never trusted as sent) and short-lived.
 */
export const FLOW_COOKIE = 'oidc_flow'
const FLOW_MS = 10 * 60 * 1000
const PURPOSE = 'oidc-flow'
const COOKIE_PATH = '/api/users/oidc'

export const IDENTITY_MODES = ['sign_in', 'sign_up'] as const
export type IdentityMode = (typeof IDENTITY_MODES)[number]

const flow = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  mode: z.enum(IDENTITY_MODES),
  locale: z.enum(['ja', 'en', 'id']),
  redirect: z.string().nullable(),
})
export type IdentityFlow = z.infer<typeof flow>

export function flowCookie(secret: string, value: IdentityFlow, secure: boolean): string {
  const signed = signValue(secret, PURPOSE, JSON.stringify(value), Date.now() + FLOW_MS)
  // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
  return `${FLOW_COOKIE}=${signed}; Path=${COOKIE_PATH}; Max-Age=${FLOW_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

export const expiredFlowCookie = `${FLOW_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`

export function readFlow(secret: string, cookieHeader: string | null): IdentityFlow | null {
  const body = readSignedValue(secret, PURPOSE, readCookie(cookieHeader, FLOW_COOKIE))
  if (!body) return null
  const parsed = flow.safeParse(JSON.parse(body))
  return parsed.success ? parsed.data : null
}
