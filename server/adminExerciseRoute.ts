import fs from 'node:fs'
import path from 'node:path'
import express, { type Request, type Router } from 'express'
import type { Payload } from 'payload'
import { DEFAULT_LOCALE } from '@domain/i18n/locales'
import { localeSchema } from '@domain/i18n/schemas'
import { switchLocalePath } from '@domain/i18n/routes'
import { INITIAL_FILES_ID } from '@domain/files/initialFiles'
import { staffOrLogin } from './staffOrLogin'
import { currentSiteDir, type SiteChannel } from './siteBuild/siteBuilds'

const PAGE_ID = new RegExp(`id="${INITIAL_FILES_ID}" data-page-id="([^"]+)"`)
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

const TEXT = {
  ja: { label: 'スタッフ用の演習画面', notice: 'スタッフ表示: プランや前のページのクリアによる制限なしで試せます。', edit: 'このページを編集', tree: 'カリキュラムツリー', site: 'サイトで開く' },
  en: { label: 'Staff exercise view', notice: 'Staff view: no plan or earlier-page gating here.', edit: 'Edit this page', tree: 'Curriculum tree', site: 'Open on the site' },
}

/**
 * The admin exercise route (core.md §2 "Admin exercise"; docs/admin.md "Trying an exercise"): staff open
 * /admin/{language}/{lesson}/{chapter}/{page} to try a page with no gating (the judge already lets staff into
 * every page), under a staff bar that links to the page's edit view, the curriculum tree and the public page.
 * It serves the built exercise page (the preview build's when the staff member is in the preview); visitors
 * and learners are sent to the admin's login.
 */
export function adminExerciseRoute({ payload, adminRoute, channelOf }: { payload: Payload; adminRoute: string; channelOf: (req: Request) => SiteChannel }): Router {
  const router = express.Router()
  router.get(`${adminRoute}/:language/:lesson/:chapter/:page`, async (req, res, next) => {
    // Payload's own admin views have other shapes (collections/{slug}/{id}…); only numbered pages are exercises.
    if (!/^\d+$/.test(req.params.chapter) || !/^\d+$/.test(req.params.page) || req.params.language === 'collections') return next()
    if (!(await staffOrLogin(payload, req, res))) return
    const locale = localeSchema.catch(DEFAULT_LOCALE).parse(req.query.locale ?? DEFAULT_LOCALE)
    const sitePath = switchLocalePath(`/${req.params.language}/${req.params.lesson}/${req.params.chapter}/${req.params.page}`, locale)
    const dir = currentSiteDir(channelOf(req))
    const file = dir && path.join(dir, sitePath, 'index.html')
    if (!file || !file.startsWith(dir) || !fs.existsSync(file)) return next()
    const html = fs.readFileSync(file, 'utf8')
    const pageId = PAGE_ID.exec(html)?.[1]
    const text = locale === 'ja' ? TEXT.ja : TEXT.en
    const bar = `<nav class="staff-exercise-bar" aria-label="${text.label}" data-staff-exercise style="display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:center;background:#7c2d12;color:#fff;padding:.4rem 1rem;font-size:.9rem">
<p style="margin:0">${text.notice}</p>${pageId ? `<a style="color:#fff;font-weight:600" href="${adminRoute}/collections/pages/${escapeHtml(pageId)}">${text.edit}</a>` : ''}
<a style="color:#fff;font-weight:600" href="${adminRoute}/curriculum">${text.tree}</a><a style="color:#fff;font-weight:600" href="${escapeHtml(sitePath)}">${text.site}</a></nav>`
    res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }).type('html').send(html.replace(/<body[^>]*>/, (body) => `${body}${bar}`))
  })
  return router
}
