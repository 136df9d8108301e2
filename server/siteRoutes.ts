import express, { type Router } from 'express'
import type { Payload } from 'payload'
import { endSession, sessionIdOf } from '@cms/collections/Users/sessions'
import { redirectLocation, sameSitePath } from '@domain/safeRedirect'
import { secureCookies } from '@cms/api/conventions/secureCookies'
import { LOCALES } from '@domain/i18n/locales'
import { switchLocalePath } from '@domain/i18n/routes'
import { COMPANY_PAGE, companyShellPath } from './companyShells'

const LOCALE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000
/** /courses/{course}/projects/{project} in any locale's prefix (a course slug is never "beta"). */
const PROJECT_WITHOUT_BETA = /^(\/(?:en|id))?\/courses\/(?!beta\/)([a-z0-9-]+)\/projects\/([a-z0-9-]+)\/?$/
const siteCookie = () => ({ sameSite: 'lax' as const, path: '/', secure: secureCookies() })

/**
 * The few site routes a static file cannot answer: /switch_locale/{locale}?path=… remembers the choice in a
 * cookie and returns to the same page in that locale (docs/routes.md "Server routes"); /signout ends the session;
 * /subscriptions/{id}/cancel_form is the one static cancellation page; /companies/{id}, /companies/{id}/invitation,
 * /companies/{id}/edit and /companies/{id}/courses are served by one static shell each (docs/teams.md);
 * /courses/{course}/projects/{project} leads to the project page under /courses/beta/.
 */
export function siteRoutes({ payload }: { payload: Payload }): Router {
  const router = express.Router()
  router.get('/switch_locale/:locale', (req, res) => {
    const locale = LOCALES.find((l) => l === req.params.locale)
    if (!locale) return res.status(404).type('text').send('Unknown locale')
    const path = sameSitePath(req.query.path) ?? '/'
    const [pathname, rest = ''] = path.split(/(?=[?#])/, 2)
    res.cookie('locale', locale, { ...siteCookie(), maxAge: LOCALE_COOKIE_MAX_AGE_MS })
    res.cookie('flash', 'notice:localeChanged', siteCookie())
    // Checked again after the prefix changed: "/en//host" without "/en" would lead to another host.
    res.redirect(302, redirectLocation(switchLocalePath(pathname, locale) + rest, switchLocalePath('/', locale)))
  })
  // One static page serves every subscription's cancellation form: it reads the id from the address
  // (docs/plans.md "Cancelling"), in each locale's prefix.
  router.get(/^(\/(?:en|id))?\/subscriptions\/\d+\/cancel_form\/?$/, (req, _res, next) => {
    const prefix = /^\/(en|id)\//.exec(req.path)?.[0].slice(0, -1) ?? ''
    req.url = `${prefix}/subscriptions/cancel_form${req.url.slice(req.path.length)}`
    next()
  })
  // The same for the team pages (docs/teams.md): /companies/123 is the shell /companies/team, and so on; the
  // query (an invitation's token) is kept.
  router.get(COMPANY_PAGE, (req, _res, next) => {
    req.url = `${companyShellPath(req.path)}${req.url.slice(req.path.length)}`
    next()
  })
  // A project page also answers without "beta" (docs/routes.md "Server routes"): a permanent redirect to the
  // one page there is, in the same locale, with the query kept.
  router.get(PROJECT_WITHOUT_BETA, (req, res) => {
    const [, prefix = '', course, project] = PROJECT_WITHOUT_BETA.exec(req.path)!
    res.redirect(301, `${prefix}/courses/beta/${course}/projects/${project}${req.url.slice(req.path.length)}`)
  })
  router.get('/signout', async (req, res) => {
    // The session ends on the server too (docs/sessions.md), not only in this browser.
    const { user } = await payload.auth({ headers: new Headers({ cookie: req.headers.cookie ?? '', 'sec-fetch-site': String(req.headers['sec-fetch-site'] ?? '') }) })
    const sid = sessionIdOf(user)
    if (user && sid) await endSession(payload, user.id, sid)
    res.clearCookie(`${payload.config.cookiePrefix}-token`, { path: '/' })
    res.cookie('flash', 'notice:signedOut', siteCookie())
    res.redirect(302, '/')
  })
  return router
}
