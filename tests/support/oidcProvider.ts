import type { Server } from 'node:http'
import Provider, { type Configuration } from 'oidc-provider'

/**
 * A real OpenID Connect provider (oidc-provider) on this machine for the tests, with its development
 * log-in screens: any login name signs in. A login that looks like an email address gets that address as a
 * verified email claim; any other login gets no email at all (the "social account without an email" case).
 */
export interface LocalOidcProvider {
  issuer: string
  clientId: string
  clientSecret: string
  close(): Promise<void>
}

export const OIDC_CLIENT = { clientId: 'open-learn-tests', clientSecret: 'open-learn-tests-secret' }

const claimsFor = (login: string) =>
  login.includes('@') ? { sub: login, email: login, email_verified: true, name: login.split('@')[0] } : { sub: login, name: `User ${login}` }

/** `redirectUris`: the platform's callback URLs; the client may return only there. */
export async function startOidcProvider(port: number, redirectUris: string[]): Promise<LocalOidcProvider> {
  const issuer = `http://localhost:${port}`
  const configuration: Configuration = {
    clients: [{ client_id: OIDC_CLIENT.clientId, client_secret: OIDC_CLIENT.clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => claimsFor(id) }),
    cookies: { keys: ['local-oidc-provider-tests'] },
    features: { devInteractions: { enabled: true } },
  }
  const provider = new Provider(issuer, configuration)
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(port, () => resolve(listening))
  })
  return {
    issuer,
    ...OIDC_CLIENT,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * Goes through the provider's development screens as a browser would, from the authorization URL the
 * platform redirected to: log in as `login`, consent, and answer the URL the provider sends the browser back
 * to (the platform's callback with code and state). Keeps the provider's cookies between requests.
 */
export async function passProviderScreens(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>()
  const send = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    })
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
    return response
  }
  let url = authorizationUrl
  for (let step = 0; step < 12; step++) {
    const response = await send(url)
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, url)
      if (next.origin !== new URL(authorizationUrl).origin) return next
      url = next.toString()
      continue
    }
    const page = await response.text()
    const action = new URL(/<form[^>]*action="([^"]+)"/.exec(page)![1], url).toString()
    const prompt = /name="prompt" value="(\w+)"/.exec(page)![1]
    const submitted = await send(action, prompt === 'login' ? { prompt, login, password: 'any' } : { prompt })
    url = new URL(submitted.headers.get('location')!, action).toString()
  }
  throw new Error('the provider never sent the browser back')
}
