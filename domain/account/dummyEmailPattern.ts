/**
 * docs/learner-api.md "Identity": a dummy email address pattern marks social-login users without a real email. Accounts
 * whose provider gave no address get oidc-{digest}@no-email.invalid (dummyEmail.ts): in the reserved .invalid
 * domain so nothing is ever delivered, and recognisable so their email status reads "unregistered". This half
 * has no Node imports, so the site's scripts recognise the pattern too.
 */
export const DUMMY_EMAIL_DOMAIN = 'no-email.invalid'

export const isDummyEmail = (email: string | null | undefined) => Boolean(email?.toLowerCase().endsWith(`@${DUMMY_EMAIL_DOMAIN}`))
