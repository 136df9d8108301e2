import express, { type Request, type Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'
import { readCookie } from '@cms/api/conventions/csrf'
import { redirectLocation, sameSitePath } from '@domain/safeRedirect'
import { secureCookies } from '@cms/api/conventions/secureCookies'
import { DEFAULT_LOCALE } from '@domain/i18n/locales'
import { localeSchema } from '@domain/i18n/schemas'
import { switchLocalePath } from '@domain/i18n/routes'
import { INFO_PAGES } from '@site/lib/infoPages'
import { curriculumPreviewPath, type CurriculumPreviewTarget } from './curriculumPreviewPath'
import { staffOrLogin } from './staffOrLogin'
import { isValidPreviewSession, PREVIEW_COOKIE, PREVIEW_SESSION_MS, signPreviewSession } from './previewSession'

export interface SitePreviewOptions {
  payload: Payload
  /** Called when a staff member opens the preview (PreviewRebuilds.open). */
  onOpen: () => void
}

const CURRICULUM_TARGETS = ['page', 'chapter', 'lesson', 'slide', 'course'] as const
const curriculumId = z.coerce.number().int().positive().optional()
const sitePath = z.string().refine((path) => sameSitePath(path) !== null)
const enterQuery = z.object({
  locale: localeSchema.default(DEFAULT_LOCALE),
  path: sitePath.optional(),
  document: z.string().regex(/^[\w-]+$/).max(200).optional(),
  page: curriculumId,
  chapter: curriculumId,
  lesson: curriculumId,
  slide: curriculumId,
  course: curriculumId,
})

/** The page that shows a document: its own path for the info pages (/policy…), /docs/{slug} otherwise. */
const documentPath = (slug: string) => Object.entries(INFO_PAGES).find(([, s]) => s === slug)?.[0] ?? `/docs/${slug}`

/**
 * Staff's draft preview (the admin's Preview button): /preview/enter checks the staff session, sets the
 * signed preview cookie and opens the page in the preview build; /preview/exit returns to the live page.
 * Visitors and learners are sent to the admin's login instead.
 */
export function sitePreviewRoutes({ payload, onOpen }: SitePreviewOptions): Router {
  const router = express.Router()
  router.get('/preview/enter', async (req, res) => {
    const query = enterQuery.safeParse(req.query)
    if (!query.success) return res.status(400).type('text').send('A preview needs a same-site path, a document slug or a curriculum document id.')
    const user = await staffOrLogin(payload, req, res)
    if (!user) return
    const curriculum = CURRICULUM_TARGETS.find((name) => query.data[name] !== undefined)
    const bare = query.data.document
      ? documentPath(query.data.document)
      : curriculum
        ? await curriculumPreviewPath(payload, { [curriculum]: query.data[curriculum] } as CurriculumPreviewTarget)
        : (query.data.path ?? '/')
    if (bare === null) return res.status(404).type('text').send('That document is not on the site (it may have been deleted).')
    res.cookie(PREVIEW_COOKIE, signPreviewSession(payload.secret, user.id), { httpOnly: true, sameSite: 'lax', path: '/', maxAge: PREVIEW_SESSION_MS, secure: secureCookies() })
    onOpen()
    res.set('Cache-Control', 'no-store').redirect(302, redirectLocation(switchLocalePath(bare, query.data.locale)))
  })
  router.get('/preview/exit', (req, res) => {
    const path = sitePath.safeParse(req.query.path)
    res.clearCookie(PREVIEW_COOKIE, { path: '/' })
    res.set('Cache-Control', 'no-store').redirect(302, redirectLocation(path.data))
  })
  return router
}

/** True when the request carries a valid preview cookie (set by /preview/enter for a staff member). */
export const inPreview = (secret: string) => (req: Request) => isValidPreviewSession(secret, readCookie(req.headers.cookie, PREVIEW_COOKIE))
