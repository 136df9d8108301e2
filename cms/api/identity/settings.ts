import { allowInsecureRequests, discovery, type Configuration } from 'openid-client'
import { z } from 'zod'

/**
 * The OpenID Connect provider for /account/sign_in and /account/sign_up, from the environment. Without
 * OIDC_ISSUER the pages say external sign-in is not available; nothing else depends on it.
 */
const environment = z.object({
  OIDC_ISSUER: z.url(),
  OIDC_CLIENT_ID: z.string().min(1),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
})

export type ExternalIdentitySettings = { issuer: string; clientId: string; clientSecret?: string }

export function externalIdentitySettings(env: NodeJS.ProcessEnv = process.env): ExternalIdentitySettings | null {
  if (!env.OIDC_ISSUER) return null
  const parsed = environment.parse(env)
  return { issuer: parsed.OIDC_ISSUER, clientId: parsed.OIDC_CLIENT_ID, clientSecret: parsed.OIDC_CLIENT_SECRET }
}

/** Plain http is accepted only for a provider on this machine (development and the tests' local provider). */
const isLocal = (issuer: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(issuer).hostname)

let discovered: { issuer: string; configuration: Promise<Configuration> } | null = null

/** The provider's discovered metadata, fetched on first use and kept; a failed discovery is retried next time. */
export function providerConfiguration(settings: ExternalIdentitySettings): Promise<Configuration> {
  if (discovered?.issuer !== settings.issuer) {
    const configuration = discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, isLocal(settings.issuer) ? { execute: [allowInsecureRequests] } : undefined)
    configuration.catch(() => (discovered = null))
    discovered = { issuer: settings.issuer, configuration }
  }
  return discovered.configuration
}
