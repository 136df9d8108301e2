import type { PayloadRequest } from 'payload'
import type { User } from '../../payload-types'
import { learnerEndpoint, plainEndpoint, WithHeaders } from '../conventions/learnerEndpoint'
import { identityRoutes, pathOf } from '@domain/api/routes'
import { countFailedCode, passesSecondFactor } from '../twoFactor/twoFactor'
import { authorizationCodeGrant, buildAuthorizationUrl, calculatePKCECodeChallenge, fetchUserInfo, randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client'
import { z } from 'zod'
import { LOCALES, type Locale } from '@domain/i18n/locales'
import { coursesPathFor, redirectLocation, sameSitePath } from '@domain/safeRedirect'
import { flashCookie } from '../conventions/secureCookies'
import { accountForIdentity, identityClaims } from './accountForIdentity'
import { flowCookie, IDENTITY_MODES, type IdentityMode } from './flowCookie'
import { secondFactorCookie } from './secondFactorCookie'
import { sessionCookie } from './sessionToken'
import { startSession } from '../../collections/Users/sessions'
import { externalIdentitySettings } from '@domain/account/externalIdentitySettings'
import { providerConfiguration } from './settings'
import { publicOrigin } from '../conventions/publicOrigin'

/** Sign-in and sign-up through an OpenID Connect provider (docs/learner-api.md "Identity"; pages /account/sign_in|sign_up). */

const CALLBACK_PATH = pathOf(identityRoutes.callback)

const withLocale = (locale: Locale, path: string) => (locale === 'ja' ? path : `/${locale}${path}`)
const origin = publicOrigin

/** A redirect with a flash message for the page it leads to (site/src/lib/flash.ts shows it once). */
function redirect(location: string, cookies: string[], flash?: string) {
  const headers = new Headers({ location, 'cache-control': 'no-store' })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  if (flash) headers.append('set-cookie', flashCookie(flash))
  return new Response(null, { status: 302, headers })
}

const authorizeQuery = z.object({
  mode: z.enum(IDENTITY_MODES).catch('sign_in'),
  locale: z.enum(LOCALES).catch('ja'),
  redirect: z.string().nullable().catch(null),
})

/**
 * GET /api/users/oidc/authorize?mode=sign_in|sign_up&locale=&redirect=: sends the browser to the provider
 * with PKCE, state and nonce, remembered in a signed cookie for the callback.
 */
export const identityAuthorize = plainEndpoint(identityRoutes.authorize, async (req) => {
  const query = authorizeQuery.parse(Object.fromEntries(req.searchParams))
  const page = withLocale(query.locale, `/account/${query.mode}`)
  const settings = externalIdentitySettings()
  if (!settings) return redirect(page, [], 'alert:identityUnavailable')
  try {
    const configuration = await providerConfiguration(settings)
    const verifier = randomPKCECodeVerifier()
    const state = randomState()
    const nonce = randomNonce()
    const target = buildAuthorizationUrl(configuration, {
      redirect_uri: new URL(CALLBACK_PATH, origin(req)).toString(),
      scope: 'openid email profile',
      code_challenge: await calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ui_locales: query.locale,
    })
    const flow = { state, nonce, verifier, mode: query.mode, locale: query.locale, redirect: sameSitePath(query.redirect) }
    return redirect(target.toString(), [flowCookie.set(req.payload.secret, flow)])
  } catch (error) {
    req.payload.logger.error({ err: error }, 'OpenID Connect provider unreachable')
    return redirect(page, [], 'alert:identityFailed')
  }
})

/**
 * GET /api/users/oidc/callback: the provider's answer. Exchanges the code (checking state, nonce and PKCE),
 * finds or creates the account (accountForIdentity) and signs it in with a Payload session, then goes where
 * the flow started (sign-up: /welcome in Japanese, else the courses page). Every failure returns to the page
 * with a flash message saying what happened.
 */
export const identityCallback = plainEndpoint(identityRoutes.callback, async (req) => {
  const flow = flowCookie.read(req.payload.secret, req.headers.get('cookie'))
  const settings = externalIdentitySettings()
  const back = (mode: IdentityMode, locale: Locale, flash: string) => redirect(withLocale(locale, `/account/${mode}`), [flowCookie.expired], `alert:${flash}`)
  if (!flow || !settings) return back(flow?.mode ?? 'sign_in', flow?.locale ?? 'ja', 'identityFailed')
  let claims
  try {
    const configuration = await providerConfiguration(settings)
    const currentUrl = new URL(`${CALLBACK_PATH}?${req.searchParams.toString()}`, origin(req))
    const tokens = await authorizationCodeGrant(configuration, currentUrl, { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true })
    const idToken = tokens.claims()!
    // Providers put email and name in the ID token or only behind userinfo; ask userinfo when it is missing.
    const profile = idToken.email ? idToken : await fetchUserInfo(configuration, tokens.access_token, idToken.sub)
    claims = identityClaims.parse({ ...idToken, ...profile })
  } catch (error) {
    req.payload.logger.warn({ err: error }, 'OpenID Connect sign-in failed')
    return back(flow.mode, flow.locale, 'identityFailed')
  }
  const outcome = await accountForIdentity(req.payload, { issuer: settings.issuer, claims, mode: flow.mode, locale: flow.locale, origin: origin(req) })
  if ('problem' in outcome) return back(flow.mode, flow.locale, outcome.problem)
  const after = flow.redirect ?? (outcome.created && flow.locale === 'ja' ? '/welcome' : coursesPathFor(flow.locale))
  if (outcome.user.twoFactorEnabled) {
    // The account's own second factor still applies: the sign-in page asks for the code.
    const ticket = secondFactorCookie.set(req.payload.secret, { userId: outcome.user.id, redirect: after })
    return redirect(`${withLocale(flow.locale, '/account/sign_in')}?second_factor=1`, [flowCookie.expired, ticket])
  }
  const token = await startSession(req, outcome.user)
  return redirect(redirectLocation(after), [flowCookie.expired, sessionCookie(req, token)])
})

/**
 * POST /api/users/oidc/second_factor {user: {otp_attempt | backup_code}}: the code step of an identity-provider
 * sign-in for an account with two-factor on (the ticket cookie the callback set names the account). Wrong
 * codes count towards the same lock as wrong passwords. Answers afterLoginPath with the session cookie.
 */
export const identitySecondFactor = learnerEndpoint(identityRoutes.secondFactor, async ({ req, body, fail }) => {
  const ticket = secondFactorCookie.read(req.payload.secret, req.headers.get('cookie'))
  if (!ticket) throw fail(422, 'base', 'identityExpired')
  const user = (await req.payload.findByID({ collection: 'users', id: ticket.userId, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true, req })) as
    | (User & { loginAttempts?: number | null; lockUntil?: string | null })
    | null
  if (!user) throw fail(422, 'base', 'identityExpired')
  if (user.lockUntil && Date.parse(user.lockUntil) > Date.now()) throw fail(423, 'base', 'lockedOut')
  const given = (body.user ?? {}) as { otp_attempt?: unknown; backup_code?: unknown }
  const otp = typeof given.otp_attempt === 'string' ? given.otp_attempt : undefined
  const backupCode = typeof given.backup_code === 'string' ? given.backup_code : undefined
  if (!(await passesSecondFactor(req.payload, user, { otp, backupCode }))) {
    await countFailedCode(req.payload, user.id, user.loginAttempts ?? 0)
    throw fail(422, backupCode ? 'backup_code' : 'otp_attempt', 'otpInvalid')
  }
  await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { loginAttempts: 0, lockUntil: null } })
  const token = await startSession(req, user)
  return new WithHeaders({ afterLoginPath: redirectLocation(ticket.redirect) }, [['set-cookie', sessionCookie(req, token)], ['set-cookie', secondFactorCookie.expired]])
})
