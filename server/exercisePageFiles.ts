import fs from 'node:fs'
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'
import type { Payload } from 'payload'
import type { User } from '@cms/payload-types'
import { firstOpenableFile, visibleFiles } from '@domain/files/fileRules'
import { INITIAL_FILES_ID, PAGE_CODE_ID, serializeInitialFiles } from '@domain/files/initialFiles'
import type { SourceFile } from '@plugins/contract'
import { WorkspaceError, WorkspaceStore } from '@judge/workspace/workspaceStore'
import { pageCodeHighlighter } from './pageCodeHighlight'
import { currentSiteDir, type SiteChannel } from './siteBuild/siteBuilds'

/** The empty element the static exercise page carries (domain/files/initialFiles.ts), and the page it is for. */
const PLACEHOLDER = new RegExp(`<script type="application/json" id="${INITIAL_FILES_ID}" data-page-id="([^"]+)"></script>`)

interface BuiltPage {
  html: string
  pageId: string
}

/**
 * Fills an exercise page's files element for the signed-in learner it is open to (docs/workspace.md "Code in the
 * page"), so their code is on screen as soon as the page has painted, without waiting for the session call and
 * the socket. The files are read exactly as the socket's `filetree:load` reads them (WorkspaceStore: plan and
 * page order checked first). A visitor, a learner the page is closed to, or any failure gets the static page
 * unchanged: the workspace then loads the files over the socket as before.
 */
export function exercisePageFiles({ payload, channelOf }: { payload: Payload; channelOf: (req: Request) => SiteChannel }) {
  const store = new WorkspaceStore(payload)
  const highlight = pageCodeHighlighter()
  const tokenCookie = `${payload.config.cookiePrefix}-token=`
  // A build's pages never change (a new build is a new folder): read each once, for the current folder only.
  let pages = { dir: '', byPath: new Map<string, BuiltPage | null>() }
  const builtPage = (dir: string, requestPath: string): BuiltPage | null => {
    if (pages.dir !== dir) pages = { dir, byPath: new Map() }
    let page = pages.byPath.get(requestPath)
    if (page === undefined) {
      const file = path.join(dir, requestPath, 'index.html')
      const html = !requestPath.includes('..') && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
      const pageId = PLACEHOLDER.exec(html)?.[1]
      page = pageId ? { html, pageId } : null
      pages.byPath.set(requestPath, page)
    }
    return page
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || path.extname(req.path) || !req.headers.cookie?.includes(tokenCookie)) return next()
    const dir = currentSiteDir(channelOf(req))
    const page = dir && builtPage(dir, req.path.replace(/\/$/, ''))
    if (!page) return next()
    try {
      // A page served to the learner's own browser, which no other site can read: the cookie alone decides,
      // as it does for a top-level navigation from a link on another site (SameSite=Lax sends it).
      const { user } = await payload.auth({ headers: new Headers({ cookie: req.headers.cookie, 'sec-fetch-site': 'same-origin' }) })
      if (!user) return next()
      const pageDoc = await store.pageFor(user as User, page.pageId)
      const files = visibleFiles((await store.load(user as User, pageDoc)).files)
      const element = `<script type="application/json" id="${INITIAL_FILES_ID}" data-page-id="${page.pageId}">${serializeInitialFiles({ userId: user.id, pageId: pageDoc.id, files })}</script>`
        + paintedCode(files, pageDoc.filetreeType === 'no_filetree', highlight)
      // The learner's own code: never kept by a shared cache, and asked for again on every visit.
      res.set({ 'Cache-Control': 'private, no-cache', Vary: 'Cookie' }).type('html').send(page.html.replace(PLACEHOLDER, () => element))
    } catch (error) {
      if (!(error instanceof WorkspaceError)) console.error('[exercise page] the files could not be put into the page:', error)
      next()
    }
  }
}

/**
 * The first file's code as the quick view will show it, highlighted by the same Prism code (which escapes it),
 * so it is on screen at the page's first paint, before any script has run. Hidden from screen readers: the
 * workspace's own view, a moment later, is the one they use. `elementtiming` lets the benchmark read when it painted.
 */
function paintedCode(files: SourceFile[], noFiletree: boolean, highlight: (path: string, code: string) => string): string {
  const first = firstOpenableFile(files)
  if (!first) return ''
  return `<pre id="${PAGE_CODE_ID}" class="ws-page-code" data-filetree="${noFiletree ? 'none' : 'tree'}" aria-hidden="true" elementtiming="${PAGE_CODE_ID}"><code>${highlight(first.path, first.content)}\n</code></pre>`
}
