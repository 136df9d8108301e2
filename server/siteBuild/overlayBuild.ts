import fs from 'node:fs'
import path from 'node:path'
import { entryMatchesPath, type ScopedRoute } from '@domain/site/buildScope'
import { LOCALES, DEFAULT_LOCALE } from '@domain/i18n/locales'

const LOCALE_PREFIXES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)

/**
 * Makes a new build folder from the live build and a partial build (docs/site.md "Publishing"): the live
 * build's files hard-linked (no copying; a build is never changed in place, so sharing is safe), the pages of
 * the limited routes removed (the partial build rendered each such route's whole current set, so a page that
 * moved away must not linger), then the partial build's files moved in over them.
 */
export function overlayBuild(liveDir: string, partialDir: string, outDir: string, limited: ScopedRoute[]): { linked: number; replaced: number; removed: number } {
  let linked = 0
  let replaced = 0
  let removed = 0
  linkTree(liveDir, outDir, () => linked++)
  for (const page of htmlPages(outDir)) {
    const urlPath = path.dirname(page).split(path.sep).join('/')
    if (limited.some((entry) => entryMatchesPath(entry, `/${urlPath === '.' ? '' : urlPath}`, LOCALE_PREFIXES))) {
      fs.rmSync(path.join(outDir, page))
      removed++
    }
  }
  for (const file of filesUnder(partialDir)) {
    const target = path.join(outDir, file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    // Unlink first: the target may be a hard link shared with the live build.
    fs.rmSync(target, { force: true })
    fs.renameSync(path.join(partialDir, file), target)
    replaced++
  }
  return { linked, replaced, removed }
}

function linkTree(from: string, to: string, onFile: () => void) {
  fs.mkdirSync(to, { recursive: true })
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) linkTree(source, target, onFile)
    else {
      fs.linkSync(source, target)
      onFile()
    }
  }
}

function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

const htmlPages = (dir: string) => filesUnder(dir).filter((file) => path.basename(file) === 'index.html')
