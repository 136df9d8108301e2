import express, { type Router } from 'express'
import { sameSitePath } from '../cms/endpoints/conventions/sameSitePath'
import { SITE_LOCALES } from '../site/src/i18n/locales'
import { switchLocalePath } from '../site/src/i18n/routes'

const LOCALE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000

/**
 * The few site routes a static file cannot answer: /switch_locale/{locale}?path=… remembers the choice in a
 * cookie and returns to the same page in that locale (core.md §2); /signout ends the session.
 */
export function siteRoutes(): Router {
  const router = express.Router()
  router.get('/switch_locale/:locale', (req, res) => {
    const locale = SITE_LOCALES.find((l) => l === req.params.locale)
    if (!locale) return res.status(404).type('text').send('Unknown locale')
    // Only a same-site path is followed, so the route cannot send visitors elsewhere.
    const path = sameSitePath(req.query.path) ?? '/'
    const [pathname, rest = ''] = path.split(/(?=[?#])/, 2)
    res.cookie('locale', locale, { maxAge: LOCALE_COOKIE_MAX_AGE_MS, sameSite: 'lax', path: '/' })
    res.cookie('flash', 'notice:localeChanged', { sameSite: 'lax', path: '/' })
    res.redirect(302, switchLocalePath(pathname, locale) + rest)
  })
  router.get('/signout', (_req, res) => {
    res.clearCookie('payload-token', { path: '/' })
    res.cookie('flash', 'notice:signedOut', { sameSite: 'lax', path: '/' })
    res.redirect(302, '/')
  })
  return router
}
