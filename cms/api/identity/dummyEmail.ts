import { createHash } from 'node:crypto'
import { DUMMY_EMAIL_DOMAIN } from '@domain/account/dummyEmailPattern'

export { DUMMY_EMAIL_DOMAIN, isDummyEmail } from '@domain/account/dummyEmailPattern'

/** The dummy address of an identity without an email: unique per identity (dummyEmailPattern.ts says why). */
export const dummyEmailFor = (issuer: string, subject: string) =>
  `oidc-${createHash('sha256').update(`${issuer}|${subject}`).digest('hex').slice(0, 24)}@${DUMMY_EMAIL_DOMAIN}`
