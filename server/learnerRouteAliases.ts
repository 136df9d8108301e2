import type { NextFunction, Request, Response } from 'express'
import { learnerRoutes, pathOf, type AnyLearnerRoute } from '@domain/api/routes'

/**
 * The account calls the site sends outside /api (Rails-style paths: a route's publicPath in
 * domain/api/routes.ts) are Payload endpoints of the users collection (cms/api/session, cms/api/account);
 * these map the public paths onto them (docs/learner-api.md "Session").
 */
const ALIASES: Record<string, string> = Object.fromEntries(
  Object.values(learnerRoutes)
    .flatMap((area) => Object.values(area) as AnyLearnerRoute[])
    .filter((route) => route.publicPath)
    .map((route) => [`${route.method} ${route.publicPath}`, pathOf(route)]),
)

/** The /api path a public account path stands for, or null. */
export const learnerAlias = (method: string, path: string): string | null => ALIASES[`${method.toUpperCase()} ${path}`] ?? null

export function learnerRouteAliases(req: Request, _res: Response, next: NextFunction) {
  const target = learnerAlias(req.method, req.path)
  if (target) req.url = target + req.url.slice(req.path.length)
  next()
}
