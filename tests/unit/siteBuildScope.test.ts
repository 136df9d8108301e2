import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { entryMatchesPath, mergeScopes, paramsMatch } from '@domain/site/buildScope'
import { LESSON_LIMITED_ROUTES, LESSON_WHOLE_ROUTES, lessonEditScope } from '@domain/site/curriculumChangeScope'
import { overlayBuild } from '@server/siteBuild/overlayBuild'
import { importGraph } from '../support/importGraph'

const PAGES = 'site/src/pages/'
const exercise = '[...lang]/[language]/[lesson]/[chapter]/[page]'

describe('the scope of a partial site build', () => {
  it('names, for a lesson edit, every route whose page reads lessons, chapters or pages (and only those)', () => {
    // A route is affected when its page file reaches, through its imports, a module that fetches those collections.
    const edges = importGraph().filter((edge) => !edge.typeOnly)
    const readers = new Set(
      [...new Set(edges.flatMap((edge) => [edge.from, edge.to]))].filter(
        (file) => file.startsWith('site/src/') && /\/api\/(lessons|chapters|pages)\b/.test(fs.readFileSync(file, 'utf8')),
      ),
    )
    expect(readers.size).toBeGreaterThan(0)
    const importsOf = new Map<string, string[]>()
    for (const edge of edges) importsOf.set(edge.from, [...(importsOf.get(edge.from) ?? []), edge.to])
    const reaches = (file: string, seen = new Set<string>()): boolean =>
      readers.has(file) || (!seen.has(file) && (seen.add(file), (importsOf.get(file) ?? []).some((next) => reaches(next, seen))))
    const affected = [...new Set(edges.map((edge) => edge.from))]
      .filter((file) => file.startsWith(PAGES) && file.endsWith('.astro') && reaches(file))
      .map((file) => file.slice(PAGES.length, -'.astro'.length))
    expect(affected.sort()).toEqual([...Object.keys(LESSON_LIMITED_ROUTES), ...LESSON_WHOLE_ROUTES].sort())
  })

  it('matches built pages to routes, locale prefixes and param limits', () => {
    const lesson = { route: exercise, params: { lesson: ['html-1'] } }
    const prefixes = ['en', 'id']
    expect(entryMatchesPath(lesson, '/html/html-1/1/2', prefixes)).toBe(true)
    expect(entryMatchesPath(lesson, '/en/html/html-1/1/2', prefixes)).toBe(true)
    expect(entryMatchesPath(lesson, '/id/html/html-1/3/1', prefixes)).toBe(true)
    expect(entryMatchesPath(lesson, '/en/html/html-2/1/2', prefixes)).toBe(false)
    expect(entryMatchesPath(lesson, '/html/html-1/1', prefixes)).toBe(false)
    expect(entryMatchesPath({ route: '[...lang]/courses/index' }, '/en/courses', prefixes)).toBe(true)
    expect(entryMatchesPath({ route: '[...lang]/courses/index' }, '/courses/html', prefixes)).toBe(false)
    expect(paramsMatch(lesson, { lang: 'en', language: 'html', lesson: 'html-1' })).toBe(true)
    expect(paramsMatch(lesson, { lang: 'en', language: 'html', lesson: 'html-2' })).toBe(false)
  })

  it('merges scopes: full wins, limits on one param unite, different limits widen to the route', () => {
    const a = lessonEditScope({ slug: 'a', languageName: 'html', category: 'study', order: 1 })
    const b = lessonEditScope({ slug: 'b', languageName: 'html', category: 'study', order: 2 })
    const merged = mergeScopes(a, b)
    if (merged.kind !== 'partial') throw new Error('expected a partial scope')
    expect(merged.routes.find((r) => r.route === exercise)?.params).toEqual({ lesson: ['a', 'b'] })
    expect(merged.routes.find((r) => r.route === '[...lang]/lessons/[languageName]/[category]/[lessonOrder]')?.params).toBeUndefined()
    expect(mergeScopes(a, { kind: 'full' })).toEqual({ kind: 'full' })
  })
})

describe('laying a partial build over the live one', () => {
  const write = (root: string, file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8')

  it('keeps the other pages, replaces the rendered ones, drops the lesson pages that moved away and never touches the live build', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'overlay-'))
    const [live, partial, out] = ['live', 'partial', 'out'].map((name) => path.join(root, name))
    write(live, 'index.html', 'home')
    write(live, 'html/html-1/1/1/index.html', 'old 1')
    write(live, 'html/html-1/1/2/index.html', 'old 2 (moved away)')
    write(live, 'en/html/html-1/1/1/index.html', 'old en 1')
    write(live, 'html/html-2/1/1/index.html', 'other lesson')
    write(live, '_astro/app.js', 'js')
    write(partial, 'html/html-1/1/1/index.html', 'new 1')
    write(partial, 'en/html/html-1/1/1/index.html', 'new en 1')
    write(partial, '_astro/app.js', 'js')

    const counts = overlayBuild(live, partial, out, [{ route: exercise, params: { lesson: ['html-1'] } }])
    expect(counts).toEqual({ linked: 6, replaced: 3, removed: 3 })
    expect(read(out, 'index.html')).toBe('home')
    expect(read(out, 'html/html-1/1/1/index.html')).toBe('new 1')
    expect(read(out, 'en/html/html-1/1/1/index.html')).toBe('new en 1')
    expect(fs.existsSync(path.join(out, 'html/html-1/1/2/index.html'))).toBe(false)
    expect(read(out, 'html/html-2/1/1/index.html')).toBe('other lesson')
    // The live build still serves its own files while the new one is made.
    expect(read(live, 'html/html-1/1/1/index.html')).toBe('old 1')
    expect(read(live, 'html/html-1/1/2/index.html')).toBe('old 2 (moved away)')
    fs.rmSync(root, { recursive: true, force: true })
  })
})
