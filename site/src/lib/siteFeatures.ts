import { z } from 'zod'
import { externalIdentitySettings } from '@domain/account/externalIdentitySettings'

/**
 * The optional features the operator switches on in the environment (README "Configuration"), read when the
 * site is built: the platform rebuilds the site on every start, so a page never advertises a feature the
 * server behind it does not have, and nothing appears late or flashes away (docs/site.md "No dead ends").
 */
export interface SiteFeatures {
  /** OpenID Connect is configured: the /account/sign_in and /account/sign_up buttons work. */
  externalSignIn: boolean
  /** Where the phone app is, per store; null when there is no app to get (no banner, no app section). */
  app: AppStores | null
}

export interface AppStores {
  ios?: string
  android?: string
}

const storeUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https$/, error: 'must be an https address' }).optional())
const appEnvironment = z.object({ APP_STORE_URL: storeUrl, GOOGLE_PLAY_URL: storeUrl })

export function siteFeatures(env: Record<string, string | undefined> = process.env): SiteFeatures {
  const stores = appEnvironment.safeParse(env)
  if (!stores.success) throw new Error(`The app's store addresses are misconfigured: ${stores.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`)
  const { APP_STORE_URL: ios, GOOGLE_PLAY_URL: android } = stores.data
  return { externalSignIn: externalIdentitySettings(env) !== null, app: ios || android ? { ...(ios && { ios }), ...(android && { android }) } : null }
}
