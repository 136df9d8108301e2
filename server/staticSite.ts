import fs from 'node:fs'
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'
import express from 'express'
import { currentSiteDir } from './siteBuilds'

const BUILDING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Starting…</title></head><body><main><h1>The site is being built</h1>
<p>This page reloads itself in a few seconds.</p></main></body></html>`

/**
 * Serves the current static site build. The build directory is resolved per request, so a swap of the
 * `current` link takes effect at once. Before the first build exists, answers 503 with a self-refreshing page.
 */
export function staticSite() {
  let servedDir: string | null = null
  let serve: ReturnType<typeof express.static> | null = null
  return (req: Request, res: Response, next: NextFunction) => {
    const dir = currentSiteDir()
    if (!dir) {
      res.status(503).set('Retry-After', '5').type('html').send(BUILDING_PAGE)
      return
    }
    if (dir !== servedDir) {
      servedDir = dir
      serve = express.static(dir, {
        extensions: ['html'],
        index: ['index.html'],
        // Astro's /_astro/ files carry a content hash in their names: cache them for good.
        setHeaders: (res, file) => {
          if (file.includes(`${path.sep}_astro${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
        },
      })
    }
    // /courses is the folder courses/ with its index.html: serve it as is. Letting serve-static redirect to
    // /courses/ would cost every link on the site (they carry no trailing slash) an extra round trip.
    if (!req.path.endsWith('/') && !req.path.includes('..') && !path.extname(req.path) && fs.existsSync(path.join(dir, req.path, 'index.html'))) {
      req.url = `${req.path}/index.html${req.url.slice(req.path.length)}`
    }
    serve!(req, res, () => notFound(dir, res, next))
  }
}

function notFound(dir: string, res: Response, next: NextFunction) {
  const page = path.join(dir, '404.html')
  if (!fs.existsSync(page)) return next()
  res.status(404).sendFile(page)
}
