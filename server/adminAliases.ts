import express, { type Router } from 'express'

/**
 * The admin addresses the spec gives as /{admin}/{collection} (core.md §2, e.g. /admin/language_certificate_descriptions,
 * /admin/faqs): Payload's admin lists a collection at /admin/collections/{slug}, so these redirect there, query kept
 * (docs/routes.md "Server routes"). Only collection slugs are redirected; Payload's own views (login, account, …) are not.
 */
export function adminAliases({ adminRoute, collectionSlugs }: { adminRoute: string; collectionSlugs: string[] }): Router {
  const router = express.Router()
  const slugs = new Set(collectionSlugs)
  router.get(`${adminRoute}/:slug`, (req, res, next) => {
    if (!slugs.has(req.params.slug)) return next()
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''
    res.redirect(302, `${adminRoute}/collections/${req.params.slug}${query}`)
  })
  return router
}
