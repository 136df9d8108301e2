import type { Payload } from 'payload'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DUMMY_EMAIL_DOMAIN } from '@cms/api/identity/dummyEmail'
import { freePort } from '../support/freePort'
import { ApiClient, startApiServer } from '../support/apiServer'
import { createUser, unique } from '../support/fixtures'
import { passProviderScreens, startOidcProvider, type LocalOidcProvider } from '../support/oidcProvider'
import { testPayload } from '../support/payload'

/** Sign-in and sign-up through a real OpenID Connect provider (oidc-provider on a local port), over HTTP. */
let payload: Payload
let server: Awaited<ReturnType<typeof startApiServer>>
let provider: LocalOidcProvider
beforeAll(async () => {
  payload = await testPayload()
  server = await startApiServer()
  provider = await startOidcProvider(await freePort(), [`${server.url}/api/users/oidc/callback`])
  Object.assign(process.env, { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret })
})
afterAll(async () => {
  for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) delete process.env[name]
  await provider?.close()
  await server?.close()
})

/** The whole round trip as a browser makes it: our authorize, the provider's screens, our callback. */
async function throughProvider(client: ApiClient, mode: 'sign_in' | 'sign_up', login: string, query = '') {
  const start = await client.call('GET', `/api/users/oidc/authorize?mode=${mode}${query}`)
  expect(start.status).toBe(302)
  const callback = await passProviderScreens(start.headers.get('location')!, login)
  expect(callback.pathname).toBe('/api/users/oidc/callback')
  return client.call('GET', `${callback.pathname}${callback.search}`)
}
const flash = (client: ApiClient) => decodeURIComponent(client.cookies.get('flash') ?? '')
const usersWith = async (where: Record<string, unknown>) => (await payload.find({ collection: 'users', where: where as never, overrideAccess: true, showHiddenFields: true })).docs

describe('external identity (OpenID Connect)', () => {
  it('signs up with the provider’s verified address, then signs in with the same identity from the sign-in page', async () => {
    const login = `ext-${unique()}@example.test`
    const client = new ApiClient(server.url)
    const signedUp = await throughProvider(client, 'sign_up', login)
    expect([signedUp.status, signedUp.headers.get('location')]).toEqual([302, '/welcome'])
    expect(client.cookies.has('payload-token')).toBe(true)
    expect(client.cookies.has('oidc_flow')).toBe(false)
    const me = (await client.call('GET', '/api/users/me_for_account')).body.user
    expect(me).toMatchObject({ email: login, userEmailStatus: 'confirmed', passwordSet: false, linkedIdentity: true, name: login.split('@')[0] })

    const again = new ApiClient(server.url)
    const signedIn = await throughProvider(again, 'sign_in', login, `&locale=en&redirect=${encodeURIComponent('/en/rankings')}`)
    expect(signedIn.headers.get('location')).toBe('/en/rankings')
    expect((await again.call('GET', '/api/users/me_for_account')).body.user.id).toBe(me.id)
    expect(await usersWith({ email: { equals: login } })).toHaveLength(1)
  })

  it('gives an identity without an email the dummy address, and lets that account set its first password', async () => {
    const login = `no-mail-${unique()}`
    const client = new ApiClient(server.url)
    await client.call('GET', '/api/csrf_token')
    const signedUp = await throughProvider(client, 'sign_up', login, '&locale=en')
    expect(signedUp.headers.get('location')).toBe('/en/courses')
    const me = (await client.call('GET', '/api/users/me_for_account')).body.user
    expect(me).toMatchObject({ email: null, userEmailStatus: 'unregistered', passwordSet: false })
    const [stored] = await usersWith({ id: { equals: me.id } })
    expect(stored.email).toMatch(new RegExp(`^oidc-[0-9a-f]{24}@${DUMMY_EMAIL_DOMAIN.replace('.', '\\.')}$`))

    const set = await client.call('PUT', '/api/users/update_password?locale=en', { json: { user: { password: 'first-pass', password_confirmation: 'first-pass' } } })
    expect(set.status).toBe(204)
    expect((await client.call('GET', '/api/users/me_for_account')).body.user.passwordSet).toBe(true)
    // From now on the password is asked for, like any account's.
    const change = await client.call('PUT', '/api/users/update_password?locale=en', { json: { user: { password: 'second-pass', password_confirmation: 'second-pass' } } })
    expect([change.status, change.body]).toEqual([422, { errors: { currentPassword: ['Password is required'] } }])
  })

  it('does not sign in an identity no account is linked to, nor link one to an existing account by its email', async () => {
    const client = new ApiClient(server.url)
    const login = `unlinked-${unique()}@example.test`
    const signIn = await throughProvider(client, 'sign_in', login)
    expect([signIn.headers.get('location'), flash(client)]).toEqual(['/account/sign_in', 'alert:identityNotLinked'])
    expect(client.cookies.has('payload-token')).toBe(false)
    expect(await usersWith({ email: { equals: login } })).toHaveLength(0)

    const existing = await createUser(payload)
    const taken = await throughProvider(client, 'sign_up', existing.email, '&locale=en')
    expect([taken.headers.get('location'), flash(client)]).toEqual(['/en/account/sign_up', 'alert:identityEmailTaken'])
    const [stored] = await usersWith({ id: { equals: existing.id } })
    expect(stored.identitySubject ?? null).toBeNull()
  })

  it('keeps the account’s two-factor sign-in: the provider’s answer leads to the code step, not to a session', async () => {
    const login = `ext-2fa-${unique()}@example.test`
    const owner = new ApiClient(server.url)
    await owner.call('GET', '/api/csrf_token')
    await throughProvider(owner, 'sign_up', login)
    const setup = await owner.call('POST', '/api/users/two_factor/setup')
    expect((await owner.call('POST', '/api/users/two_factor/enable', { json: { code: await generate({ secret: setup.body.secret }) } })).status).toBe(200)

    const client = new ApiClient(server.url)
    await client.call('GET', '/api/csrf_token')
    const answer = await throughProvider(client, 'sign_in', login, `&redirect=${encodeURIComponent('/rankings')}`)
    expect([answer.headers.get('location'), client.cookies.has('payload-token'), client.cookies.has('oidc_second_factor')]).toEqual(['/account/sign_in?second_factor=1', false, true])
    const wrong = await client.call('POST', '/api/users/oidc/second_factor?locale=en', { json: { user: { otp_attempt: '000000' } } })
    expect([wrong.status, wrong.body]).toEqual([422, { errors: { otpAttempt: ['Invalid or expired authentication code'] } }])
    const noTicket = await (async () => {
      const stranger = new ApiClient(server.url)
      await stranger.call('GET', '/api/csrf_token')
      return stranger.call('POST', '/api/users/oidc/second_factor?locale=en', { json: { user: { otp_attempt: await generate({ secret: setup.body.secret }) } } })
    })()
    expect(noTicket.body).toEqual({ errors: { base: ['This log-in has expired. Please log in with your external account again.'] } })
    const right = await client.call('POST', '/api/users/oidc/second_factor', { json: { user: { otp_attempt: await generate({ secret: setup.body.secret }) } } })
    expect([right.status, right.body, client.cookies.has('payload-token'), client.cookies.has('oidc_second_factor')]).toEqual([200, { afterLoginPath: '/rankings' }, true, false])
    expect((await client.call('GET', '/api/users/me_for_account')).body.user.email).toBe(login)
  })

  it('refuses a callback whose state does not match the browser’s flow, and says so when no provider is configured', async () => {
    const client = new ApiClient(server.url)
    const start = await client.call('GET', '/api/users/oidc/authorize?mode=sign_up')
    const callback = await passProviderScreens(start.headers.get('location')!, `forged-${unique()}@example.test`)
    callback.searchParams.set('state', 'not-the-state')
    const forged = await client.call('GET', `${callback.pathname}${callback.search}`)
    expect([forged.headers.get('location'), flash(client)]).toEqual(['/account/sign_up', 'alert:identityFailed'])
    expect(client.cookies.has('payload-token')).toBe(false)
    // Without the flow cookie (another browser) the answer is refused too.
    const stranger = new ApiClient(server.url)
    await stranger.call('GET', `${callback.pathname}${callback.search}`)
    expect(flash(stranger)).toBe('alert:identityFailed')

    const issuer = process.env.OIDC_ISSUER
    delete process.env.OIDC_ISSUER
    try {
      const off = await new ApiClient(server.url).call('GET', '/api/users/oidc/authorize?mode=sign_in&locale=id')
      expect([off.status, off.headers.get('location'), decodeURIComponent(off.headers.getSetCookie().join(';'))]).toEqual([302, '/id/account/sign_in', expect.stringContaining('flash=alert:identityUnavailable')])
    } finally {
      process.env.OIDC_ISSUER = issuer
    }
  })
})
