import { allowInsecureRequests, discovery, type Configuration } from 'openid-client'
import type { ExternalIdentitySettings } from '@domain/account/externalIdentitySettings'

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
