import path from 'node:path'
import { freePort } from '../../support/freePort'
import { spawnPlatform } from '../../support/spawnPlatform'
import { E2E_APP, E2E_STAFF } from '../../support/browser'
import { startOidcProvider } from '../../support/oidcProvider'

/** Where the platform's OpenID Connect callback is. */
const callbackOf = (baseUrl: string) => `${baseUrl}/api/users/oidc/callback`

/**
 * Starts the platform as `npm start` does, on a fresh database, for the whole e2e suite; the starter
 * curriculum is imported on this first start. Beside it, a local OpenID Connect provider the platform is
 * configured with (OIDC_*), for the external sign-in tests, and the app's store addresses (E2E_APP), for the
 * smart banner: both optional features are on. Pointing E2E_BASE_URL at an already running platform (started
 * with the E2E_STAFF account, OIDC_ISSUER=http://localhost:$E2E_OIDC_PORT, default 3990, OIDC_CLIENT_ID/SECRET
 * as in tests/support/oidcProvider.ts, and APP_STORE_URL/GOOGLE_PLAY_URL as E2E_APP) skips the platform's
 * start; set E2E_SITE_DIR to its site build link (SITE_BUILDS_DIR/current) unless it is npm start's own.
 */
export default async function setup() {
  if (process.env.E2E_BASE_URL) {
    const provider = await startOidcProvider(Number(process.env.E2E_OIDC_PORT ?? 3990), [callbackOf(process.env.E2E_BASE_URL)])
    return () => provider.close()
  }
  const port = await freePort()
  const provider = await startOidcProvider(await freePort(), [callbackOf(`http://localhost:${port}`)])
  const platform = await spawnPlatform(
    {
      STAFF_EMAIL: E2E_STAFF.email,
      STAFF_PASSWORD: E2E_STAFF.password,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      APP_STORE_URL: E2E_APP.ios,
      GOOGLE_PLAY_URL: E2E_APP.android,
    },
    { port },
  )
  process.env.E2E_BASE_URL = platform.url
  // Where its mail lands (the outbox under DATA_DIR); with E2E_BASE_URL, set E2E_DATA_DIR to that platform's DATA_DIR.
  process.env.E2E_DATA_DIR = path.join(platform.scratch, 'data')
  // The live site build it serves (the no-dead-ends check reads its pages).
  process.env.E2E_SITE_DIR = path.join(platform.scratch, 'site', 'current')
  return async () => {
    await platform.stop()
    await provider.close()
  }
}
