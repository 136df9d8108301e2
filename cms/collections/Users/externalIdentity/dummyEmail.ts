import { createHash } from 'node:crypto'

/**
 * learner.md §3: "A dummy email address pattern marks social-login users without a real email." Accounts
 * whose provider gave no address get oidc-{digest}@no-email.invalid: unique per identity, in the reserved
 * .invalid domain so nothing is ever delivered, and recognisable so their email status reads "unregistered"
 * and settings ask for a real address.
 */
export const DUMMY_EMAIL_DOMAIN = 'no-email.invalid'

export const dummyEmailFor = (issuer: string, subject: string) =>
  `oidc-${createHash('sha256').update(`${issuer}|${subject}`).digest('hex').slice(0, 24)}@${DUMMY_EMAIL_DOMAIN}`

export const isDummyEmail = (email: string | null | undefined) => Boolean(email?.toLowerCase().endsWith(`@${DUMMY_EMAIL_DOMAIN}`))
