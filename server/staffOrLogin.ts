import type { Request, Response } from 'express'
import type { Payload } from 'payload'
import { isStaff } from '@domain/roles'

/**
 * The staff member the request's session cookie belongs to; anyone else (a visitor, a learner) is sent to the
 * admin's login, which returns to this address, and null is answered. For the server's own staff pages (the
 * preview, the admin exercise route, the staff docs).
 */
export async function staffOrLogin(payload: Payload, req: Request, res: Response) {
  const { user } = await payload.auth({ headers: new Headers({ cookie: req.headers.cookie ?? '' }) })
  if (user && isStaff(user)) return user
  res.redirect(302, `${payload.config.routes.admin}/login?redirect=${encodeURIComponent(req.originalUrl)}`)
  return null
}
