import Stripe from 'stripe'

/**
 * Stripe, when the platform has keys (docs/plans.md "Stripe"): STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
 * switch payments on (STRIPE_PUBLISHABLE_KEY is only shown to browsers). STRIPE_API_BASE points the SDK at
 * another Stripe-compatible server (the tests' loopback one) through the SDK's host, port and protocol options.
 * Without keys there is no client: buying says payments are not configured, everything else works.
 */
export interface StripeSettings {
  secretKey: string
  webhookSecret: string
  publishableKey: string | null
  apiBase: URL | null
}

export function stripeSettings(env: NodeJS.ProcessEnv = process.env): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
  if (!secretKey || !webhookSecret) return null
  return { secretKey, webhookSecret, publishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() || null, apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null }
}

let cached: { key: string; client: Stripe } | null = null

/** The SDK client for the current settings (one per key and base, reused), or null without keys. */
export function stripeClient(settings = stripeSettings()): Stripe | null {
  if (!settings) return null
  const key = `${settings.secretKey}|${settings.apiBase ?? ''}`
  if (cached?.key === key) return cached.client
  const base = settings.apiBase
  const client = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
  })
  cached = { key, client }
  return client
}
