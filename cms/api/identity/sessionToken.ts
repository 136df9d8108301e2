import { generateExpiredPayloadCookie, generatePayloadCookie, type PayloadRequest } from 'payload'
import { secureCookies } from '../conventions/secureCookies'

/** The users' cookie settings, Secure decided when the cookie is made (the same rule as the platform's own cookies). */
const cookieConfig = (req: PayloadRequest) => {
  const auth = req.payload.collections.users.config.auth
  return { collectionAuthConfig: { ...auth, cookies: { ...auth.cookies, secure: secureCookies() } }, cookiePrefix: req.payload.config.cookiePrefix }
}

/** The Set-Cookie value of a session token, as Payload's own login sets it. */
export const sessionCookie = (req: PayloadRequest, token: string) => generatePayloadCookie({ ...cookieConfig(req), token })

/** The Set-Cookie value that removes the session cookie (sign-out, account deletion). */
export const expiredSessionCookie = (req: PayloadRequest) => generateExpiredPayloadCookie(cookieConfig(req))
