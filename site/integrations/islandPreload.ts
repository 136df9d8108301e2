import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'

// Node loads this through astro.config.mjs before any alias exists: it imports nothing of the project.

/** An island's opening tag, with its hydration attributes. */
const ISLAND_TAG = /<astro-island\b[^>]*>/g
/** The island scripts an island names: its component and its renderer (Astro's hydration attributes). */
const ISLAND_URL = /\s(?:component|renderer)-url="(\/[^"]+\.js)"/g
/**
 * Islands that hydrate as the page loads. The others (client:idle, client:visible) fetch their scripts after the
 * page has loaded anyway; preloading them would only compete with the first paint (docs/site.md "Island scripts").
 */
const HYDRATES_AT_ONCE = /\sclient="(?:load|only)"/
/** A chunk's static imports as Rolldown writes them (`import{a}from"./x.js"`, `import"./x.js"`); `import("…")` is lazy and left out. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g

/** Every module a page's islands load before they hydrate: their scripts and, transitively, their static imports. */
function closure(outDir: string, entries: string[], importsOf: (file: string) => string[]): string[] {
  const seen = new Set<string>()
  const visit = (url: string) => {
    if (seen.has(url)) return
    seen.add(url)
    for (const spec of importsOf(path.join(outDir, url))) visit(path.posix.join(path.posix.dirname(url), spec))
  }
  entries.forEach(visit)
  return [...seen]
}

/**
 * Links every module a page's load-time islands need as `modulepreload` in its head (docs/site.md "Island scripts"). Without
 * it the browser finds them one level at a time (the island script, then its imports, then theirs), each level
 * a round trip after the previous one was parsed; with it they all download beside the stylesheet.
 */
export function islandPreload(): AstroIntegration {
  return {
    name: 'island-preload',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const outDir = fileURLToPath(dir)
        const cache = new Map<string, string[]>()
        const importsOf = (file: string) => {
          let found = cache.get(file)
          if (!found) {
            const code = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
            found = [...code.matchAll(STATIC_IMPORT)].map((m) => m[1])
            cache.set(file, found)
          }
          return found
        }
        for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          if (!file.endsWith('.html')) continue
          const html = fs.readFileSync(path.join(outDir, file), 'utf8')
          const islands = [...html.matchAll(ISLAND_TAG)].map((m) => m[0]).filter((tag) => HYDRATES_AT_ONCE.test(tag))
          const entries = [...new Set(islands.flatMap((tag) => [...tag.matchAll(ISLAND_URL)].map((m) => m[1])))]
          if (!entries.length) continue
          const links = closure(outDir, entries, importsOf).map((url) => `<link rel="modulepreload" href="${url}">`).join('')
          fs.writeFileSync(path.join(outDir, file), html.replace('</head>', `${links}</head>`))
        }
      },
    },
  }
}
