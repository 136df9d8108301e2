import fs from 'node:fs'
import path from 'node:path'
import express, { type Router } from 'express'
import { marked } from 'marked'
import type { Payload } from 'payload'
import { rootDir } from '@domain/repoPaths'
import { staffOrLogin } from './staffOrLogin'

const DOCS_DIR = path.join(rootDir, 'docs')
const SLUG = /^[a-z0-9-]+$/

const shell = (adminRoute: string, title: string, nav: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · Staff docs</title>
<style>body{font:16px/1.7 system-ui,'Noto Sans JP',sans-serif;margin:0;color:#1f2937;background:#fff}
.layout{display:flex;flex-wrap:wrap;max-width:1200px;margin:0 auto}nav{flex:0 0 14rem;padding:1rem;border-right:1px solid #e5e7eb}
nav ul{list-style:none;padding:0;margin:0}nav a{display:block;padding:.2rem 0}main{flex:1 1 20rem;min-width:0;padding:1rem 1.5rem}
a{color:#1d4ed8}pre{background:#f3f4f6;padding:.75rem;overflow:auto;border-radius:6px}code{font-family:ui-monospace,monospace;font-size:.9em}
table{border-collapse:collapse;display:block;overflow:auto}td,th{border:1px solid #e5e7eb;padding:.3rem .5rem;vertical-align:top}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}@media (max-width:640px){nav{flex-basis:100%;border-right:0;border-bottom:1px solid #e5e7eb}}</style>
</head><body><div class="layout"><nav aria-label="Staff docs"><p><a href="${adminRoute}">← Admin</a></p><ul>${nav}</ul></nav><main>${body}</main></div></body></html>`

/**
 * The platform's own documentation (docs/*.md) for staff inside the admin (core.md §2 "/{admin}/docs/{slug}";
 * docs/admin.md "Staff docs"): /admin/docs lists them, /admin/docs/{slug} renders one. Links between the docs
 * stay inside. Staff only: the docs describe how access is enforced.
 */
export function adminDocsRoute({ payload, adminRoute }: { payload: Payload; adminRoute: string }): Router {
  const router = express.Router()
  const slugs = () => fs.readdirSync(DOCS_DIR).filter((file) => file.endsWith('.md')).map((file) => file.slice(0, -3)).sort()
  const titleOf = (slug: string) => /^# (.+)$/m.exec(fs.readFileSync(path.join(DOCS_DIR, `${slug}.md`), 'utf8'))?.[1] ?? slug
  const nav = (current?: string) => slugs().map((slug) => `<li><a href="${adminRoute}/docs/${slug}"${slug === current ? ' aria-current="page"' : ''}>${titleOf(slug)}</a></li>`).join('')

  router.get([`${adminRoute}/docs`, `${adminRoute}/docs/:slug`], async (req, res, next) => {
    const slug = (req.params as { slug?: string }).slug
    if (slug !== undefined && (!SLUG.test(slug) || !slugs().includes(slug))) return next()
    if (!(await staffOrLogin(payload, req, res))) return
    res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }).type('html')
    if (!slug) return res.send(shell(adminRoute, 'Staff docs', nav(), `<h1>Staff docs</h1><p>How the platform works, as its developers wrote it down.</p><ul>${nav()}</ul>`))
    const markdown = fs.readFileSync(path.join(DOCS_DIR, `${slug}.md`), 'utf8')
    // Links to another doc (`access-rules.md#who`) stay in the staff docs.
    const html = (await marked.parse(markdown)).replace(/href="(?:\.\/)?([a-z0-9-]+)\.md(#[^"]*)?"/g, (_, target: string, hash = '') => `href="${adminRoute}/docs/${target}${hash}"`)
    res.send(shell(adminRoute, titleOf(slug), nav(slug), html))
  })
  return router
}
