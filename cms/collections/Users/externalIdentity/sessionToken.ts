import { generateExpiredPayloadCookie, generatePayloadCookie, type PayloadRequest } from 'payload'

/** The Set-Cookie value of a session token, as Payload's own login sets it (Secure when the site is https). */
export const sessionCookie = (req: PayloadRequest, token: string) =>
  generatePayloadCookie({ collectionAuthConfig: req.payload.collections.users.config.auth, cookiePrefix: req.payload.config.cookiePrefix, token })

/** The Set-Cookie value that removes the session cookie (sign-out, account deletion). */
export const expiredSessionCookie = (req: PayloadRequest) =>
  generateExpiredPayloadCookie({ collectionAuthConfig: req.payload.collections.users.config.auth, cookiePrefix: req.payload.config.cookiePrefix })
