import { z } from 'zod'
import { localeSchema } from '@domain/i18n/schemas'
import { signedCookie } from '../conventions/signedCookie'

/**
 * What the browser carries from /api/users/oidc/authorize to the provider and back to the callback: the
 * PKCE verifier, state and nonce that tie the answer to this browser, and where to go afterwards. Signed
 * (never trusted as sent) and short-lived.
 */
export const IDENTITY_MODES = ['sign_in', 'sign_up'] as const
export type IdentityMode = (typeof IDENTITY_MODES)[number]

const flow = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  mode: z.enum(IDENTITY_MODES),
  locale: localeSchema,
  redirect: z.string().nullable(),
})
export type IdentityFlow = z.infer<typeof flow>

export const flowCookie = signedCookie({ name: 'oidc_flow', purpose: 'oidc-flow', path: '/api/users/oidc', lifetimeMs: 10 * 60 * 1000, schema: flow })
