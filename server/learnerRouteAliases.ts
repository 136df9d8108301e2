import type { NextFunction, Request, Response } from 'express'

/**
 * The account calls with public Rails-style paths outside /api (docs/routes.md "Server routes") are Payload endpoints of the users
 * collection (cms/api/session/session.ts); these map the public paths onto them.
 */
const ALIASES: Record<string, string> = {
  'POST /users/sign_in.json': '/api/users/sign_in',
  'DELETE /users/sign_out': '/api/users/sign_out',
  'POST /users.json': '/api/users/register',
  'GET /users/confirmation': '/api/users/confirmation',
}

/** The /api path a public account path stands for, or null. */
export const learnerAlias = (method: string, path: string): string | null => ALIASES[`${method.toUpperCase()} ${path}`] ?? null

export function learnerRouteAliases(req: Request, _res: Response, next: NextFunction) {
  const target = learnerAlias(req.method, req.path)
  if (target) req.url = target + req.url.slice(req.path.length)
  next()
}
