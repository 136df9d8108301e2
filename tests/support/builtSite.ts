import fs from 'node:fs'
import path from 'node:path'
import { siteBuildsDir } from '@server/siteBuild/siteBuilds'

/** One HTML file of a static site build and the path the platform serves it at. */
export interface BuiltPage {
  /** `/`, `/en/courses`, `/404.html`: how the site's own links name the page. */
  path: string
  html: string
}

/**
 * The live build of the platform under test: E2E_SITE_DIR (tests/e2e/setup/platform.ts sets it to the started
 * platform's build link), else the one `npm start` serves. Resolved once, so a rebuild published meanwhile
 * (another test file's save) does not mix two builds.
 */
export function builtSiteDir(): string {
  return fs.realpathSync(process.env.E2E_SITE_DIR ?? path.join(siteBuildsDir, 'current'))
}

/**
 * Every HTML page of a build. `courses/index.html` is served at `/courses` (server/staticSite.ts: the site's
 * links carry no trailing slash); any other `name.html` at its own path.
 */
export function builtPages(dir: string): BuiltPage[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      const relative = path.relative(dir, file).split(path.sep).join('/')
      const served = entry.name === 'index.html' ? `/${relative.slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1') : `/${relative}`
      return { path: served, html: fs.readFileSync(file, 'utf8') }
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}

/** The sitemap's page addresses (each `<loc>` and hreflang alternate): a list of links search engines follow. */
export function sitemapLinks(dir: string): string[] {
  const file = path.join(dir, 'sitemap.xml')
  if (!fs.existsSync(file)) return []
  const xml = fs.readFileSync(file, 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>|<xhtml:link [^>]*href="([^"]+)"/g)].map((match) => (match[1] ?? match[2]).replaceAll('&amp;', '&'))
}
