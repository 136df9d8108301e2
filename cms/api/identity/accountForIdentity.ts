import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { z } from 'zod'
import type { User } from '../../payload-types'
import type { Locale as ApiLocale } from '@domain/i18n/locales'
import { sendConfirmation } from '../account/emailConfirmation'
import { dummyEmailFor } from './dummyEmail'
import type { IdentityMode } from './flowCookie'

/** The claims used from the ID token and userinfo; everything else the provider says is ignored. */
export const identityClaims = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().optional().catch(undefined),
  email_verified: z.boolean().optional().catch(undefined),
  name: z.string().max(100).optional().catch(undefined),
})
export type IdentityClaims = z.infer<typeof identityClaims>

export type IdentityOutcome =
  | { user: User; created: boolean }
  /** sign_in with an identity no account is linked to; sign_up whose email another account already has. */
  | { problem: 'identityNotLinked' | 'identityEmailTaken' }

/**
 * The account an external identity opens. A linked identity always signs in (from either page). Otherwise
 * sign_in stops (the learner may hold a password account and should not get a second one by accident) and
 * sign_up creates an account: with the provider's address (confirmed at once when the provider says it is
 * verified, else by our mail), or the dummy address when it gave none. It is never linked to an existing
 * account by email alone: whoever controls a provider account would otherwise take over that account.
 */
export async function accountForIdentity(
  payload: Payload,
  { issuer, claims, mode, locale, origin }: { issuer: string; claims: IdentityClaims; mode: IdentityMode; locale: ApiLocale; origin: string },
): Promise<IdentityOutcome> {
  const linked = await payload.find({
    collection: 'users',
    where: { identityProvider: { equals: issuer }, identitySubject: { equals: claims.sub } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  if (linked.docs[0]) return { user: linked.docs[0], created: false }
  if (mode === 'sign_in') return { problem: 'identityNotLinked' }

  const email = claims.email?.toLowerCase()
  if (email) {
    const taken = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    if (taken.totalDocs > 0) return { problem: 'identityEmailTaken' }
  }
  const verified = Boolean(email && claims.email_verified)
  const user = await payload.create({
    collection: 'users',
    data: {
      email: email ?? dummyEmailFor(issuer, claims.sub),
      // Nobody knows this password; the account sets its own from settings (passwordSet false until then).
      password: randomBytes(32).toString('base64url'),
      passwordSet: false,
      identityProvider: issuer,
      identitySubject: claims.sub,
      name: claims.name ?? null,
      locale,
      roles: ['learner'],
      emailConfirmedAt: verified ? new Date().toISOString() : null,
    },
    overrideAccess: true,
  })
  if (email && !verified) {
    await sendConfirmation(payload, user, { origin, locale }).catch((error: Error) => payload.logger.error({ err: error, user: user.id }, 'could not send the confirmation email'))
  }
  return { user, created: true }
}
