import { generatePayloadCookie, getFieldsToSign, jwtSign, type PayloadRequest } from 'payload'
import { addSessionToUser } from 'payload/shared'
import type { User } from '../../../payload-types'

/**
 * A Payload session for a user the identity provider vouched for: the same session record and token that
 * Payload's password login makes (login.js), without a password to check.
 */
export async function issueSessionToken(req: PayloadRequest, user: User): Promise<string> {
  const collectionConfig = req.payload.collections.users.config
  const { sid } = await addSessionToUser({ collectionConfig, payload: req.payload, req, user: { ...user, collection: 'users' } })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: user.email, sid, user: { ...user, collection: 'users' } })
  const { token } = await jwtSign({ fieldsToSign, secret: req.payload.secret, tokenExpiration: collectionConfig.auth.tokenExpiration })
  return token
}

/** The Set-Cookie value of a session token, as Payload's own login sets it. */
export const sessionCookie = (req: PayloadRequest, token: string) =>
  generatePayloadCookie({ collectionAuthConfig: req.payload.collections.users.config.auth, cookiePrefix: req.payload.config.cookiePrefix, token })
