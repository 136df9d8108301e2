import fs from 'node:fs'
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'
import express from 'express'
import { splitLocale } from '@domain/i18n/routes'
import { currentSiteDir, type SiteChannel } from './siteBuild/siteBuilds'

const buildingPage = (what: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3">
<meta name="robots" content="noindex"><title>Building…</title></head><body><main><h1>${what}</h1>
<p>This page reloads itself in a few seconds.</p></main></body></html>`
const BUILDING = { live: buildingPage('The site is being built'), preview: buildingPage('The preview is being built') }

/**
 * Serves the current static site build, or for a staff member in preview (`inPreview`) the preview build
 * with drafts. The build directory is resolved per request, so a swap of a channel's link takes effect at
 * once. Before a channel's first build exists, answers 503 with a self-refreshing page.
 */
export function staticSite(options: { inPreview?: (req: Request) => boolean } = {}) {
  const servers = new Map<SiteChannel, { dir: string; serve: ReturnType<typeof express.static> }>()
  return (req: Request, res: Response, next: NextFunction) => {
    const channel: SiteChannel = options.inPreview?.(req) ? 'preview' : 'live'
    const dir = currentSiteDir(channel)
    if (!dir) {
      res.status(503).set({ 'Retry-After': '3', 'Cache-Control': 'no-store' }).type('html').send(BUILDING[channel])
      return
    }
    let server = servers.get(channel)
    if (server?.dir !== dir) {
      server = { dir, serve: staticFiles(dir, channel) }
      servers.set(channel, server)
    }
    // /courses is the folder courses/ with its index.html: serve it as is. Letting serve-static redirect to
    // /courses/ would cost every link on the site (they carry no trailing slash) an extra round trip.
    if (!req.path.endsWith('/') && !req.path.includes('..') && !path.extname(req.path) && fs.existsSync(path.join(dir, req.path, 'index.html'))) {
      req.url = `${req.path}/index.html${req.url.slice(req.path.length)}`
    }
    server.serve(req, res, () => notFound(dir, req.path, res, next))
  }
}

function staticFiles(dir: string, channel: SiteChannel) {
  return express.static(dir, {
    extensions: ['html'],
    index: ['index.html'],
    setHeaders: (res, file) => {
      // Astro's /_astro/ files carry a content hash in their names: cache them for good.
      if (file.includes(`${path.sep}_astro${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      // A preview page must never be cached where a visitor could later get it.
      else if (channel === 'preview') res.setHeader('Cache-Control', 'private, no-store')
    },
  })
}

/** The 404 page in the locale of the missing path, else the default (ja) one. */
function notFound(dir: string, requestPath: string, res: Response, next: NextFunction) {
  const { locale } = splitLocale(requestPath)
  // ja's is the root 404.html; en and id have theirs at /{locale}/not_found (site/src/pages/[...lang]/not_found.astro).
  const page = [path.join(dir, locale, 'not_found', 'index.html'), path.join(dir, '404.html')].find((p) => fs.existsSync(p))
  if (!page) return next()
  res.status(404).sendFile(page)
}
