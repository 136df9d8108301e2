import { z } from 'zod'

/**
 * The OpenID Connect provider for /account/sign_in and /account/sign_up, from the environment (README
 * "Configuration"). Without OIDC_ISSUER external sign-in is off: the server refuses the flow and the site's
 * build leaves every way to it out (docs/site.md "Sign-up and sign-in"). Read by both, so they never disagree.
 */
const environment = z.object({
  OIDC_ISSUER: z.url(),
  OIDC_CLIENT_ID: z.string().min(1),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
})

export type ExternalIdentitySettings = { issuer: string; clientId: string; clientSecret?: string }

/** The provider's settings, or null when it is not configured; a half-made configuration throws, naming the variable. */
export function externalIdentitySettings(env: Record<string, string | undefined> = process.env): ExternalIdentitySettings | null {
  if (!env.OIDC_ISSUER) return null
  const parsed = environment.safeParse(env)
  if (!parsed.success) throw new Error(`External sign-in is misconfigured: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  return { issuer: parsed.data.OIDC_ISSUER, clientId: parsed.data.OIDC_CLIENT_ID, clientSecret: parsed.data.OIDC_CLIENT_SECRET }
}
