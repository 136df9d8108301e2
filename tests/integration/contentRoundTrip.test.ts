import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { exportCurriculum } from '@content/lib/export'
import { countDocuments, importCurriculum } from '@content/lib/import'
import { studyLessons } from '@content/lib/model'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { writeCurriculum } from '@content/lib/write'
import { testPayload } from '../support/payload'
import { readFilesBelow } from '../support/tree'

const CURRICULUM = ['languages', 'courses', 'lessons', 'chapters', 'pages', 'slides', 'projects', 'topics'] as const
let payload: Payload

/** Every curriculum document in every locale, updatedAt included: what "changes nothing" is checked against. */
async function snapshot() {
  const out: Record<string, unknown[]> = {}
  for (const collection of CURRICULUM) {
    out[collection] = (await payload.find({ collection, locale: 'all', depth: 0, pagination: false, sort: 'id' })).docs
  }
  return out
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('the starter curriculum', () => {
  const curriculum = readCurriculum(contentDir)

  it('has the fourteen starter courses, each a free first lesson with slides and Plus lessons after it, in ja and en', () => {
    expect(curriculum.courses.map((c) => c.course.languageName).sort()).toEqual([
      'commandline', 'es6', 'git', 'go', 'html', 'java', 'jquery', 'nodejs', 'php', 'python', 'react', 'ruby', 'sass', 'sql',
    ])
    for (const course of curriculum.courses) {
      const study = studyLessons(course)
      expect(study.length).toBeGreaterThanOrEqual(2)
      const [{ pages: first, slides }, ...later] = study
      const pages = [first, ...later.map((l) => l.pages)].flat()
      expect(pages.length).toBeGreaterThanOrEqual(8)
      expect(slides?.items.ja?.length).toBeGreaterThan(0)
      expect(slides?.items.en?.length).toBeGreaterThan(0)
      // docs/content.md "Plans": the first lesson is free in full, the ones after it are Plus.
      expect(first.every(({ page }) => page.planType === 'basic')).toBe(true)
      expect(later.every((l) => l.pages.every(({ page }) => page.planType === 'plus'))).toBe(true)
      for (const { instructions, answerFiles } of pages) {
        expect(instructions.ja).toMatch(/^## 目標$/m)
        expect(instructions.en).toMatch(/^## Goal$/m)
        expect(answerFiles.length).toBeGreaterThan(0)
      }
    }
  })

  // Issue #24: the four first languages from first steps to a small real program, and Sass and jQuery courses.
  it('grows html, es6, python and sql to four study lessons of 8 pages or more, and sass and jquery to two', () => {
    const studyLessonPages = (languageName: string) => studyLessons(curriculum.courses.find((c) => c.course.languageName === languageName)!).map((l) => l.pages.length)
    for (const languageName of ['html', 'es6', 'python', 'sql']) {
      expect(studyLessonPages(languageName).length, languageName).toBeGreaterThanOrEqual(4)
      expect(Math.min(...studyLessonPages(languageName)), languageName).toBeGreaterThanOrEqual(8)
    }
    for (const languageName of ['sass', 'jquery']) {
      expect(studyLessonPages(languageName).length, languageName).toBeGreaterThanOrEqual(2)
      expect(Math.min(...studyLessonPages(languageName)), languageName).toBeGreaterThanOrEqual(8)
    }
  })

  it('has a full unitised project in each web course: two topics, one a Dojo, each a unit lesson of that course, 6 pages', () => {
    const expected = { html: ['html-css-project-1', 'html-css-project-2'], es6: ['javascript-project-1', 'javascript-project-2'] }
    for (const [languageName, unitLessons] of Object.entries(expected)) {
      const course = curriculum.courses.find((c) => c.course.languageName === languageName)!
      const [project] = course.projects
      expect(project.topics.map((t) => t.lesson)).toEqual(unitLessons)
      expect(project.topics.map((t) => t.isDojo)).toEqual([false, true])
      // The introduction note's course-specific part (docs/site.md "Projects").
      expect(course.course.introductionNote?.ja).toBeTruthy()
      expect(course.course.introductionNote?.en).toBeTruthy()
      const units = unitLessons.map((slug) => course.lessons.find((l) => l.lesson.slug === slug)!)
      expect(units.map((u) => u.pages.map((p) => p.page.order))).toEqual([[1, 2, 3], [1, 2, 3]])
      for (const { page, instructions, answerFiles, defaultFiles } of units.flatMap((u) => u.pages)) {
        expect(/^## 目標$/m.test(instructions.ja!) && /^## Goal$/m.test(instructions.en!), page.slug).toBe(true)
        expect(page.hints.ja?.length && page.hints.en?.length, page.slug).toBeTruthy()
        expect(answerFiles.length && defaultFiles.length, page.slug).toBeTruthy()
        expect(page.planType).toBe('basic')
      }
    }
  })

  it('imports, and importing it again changes nothing', async () => {
    // Another test file of this suite may have imported it into the shared database already.
    const first = await importCurriculum(payload, curriculum)
    expect(first.created + first.updated + first.unchanged).toBe(countDocuments(curriculum))
    const before = await snapshot()
    const second = await importCurriculum(payload, readCurriculum(contentDir))
    expect(second).toEqual({ created: 0, updated: 0, unchanged: countDocuments(curriculum) })
    expect(await snapshot()).toEqual(before)
  })

  it('exports to the very same files, which import back without a change', async () => {
    const exported = await exportCurriculum(payload)
    const starterSlugs = new Set(curriculum.courses.map((c) => c.course.slug))
    // Other test files share this database; keep the starter courses only.
    exported.courses = exported.courses.filter((c) => starterSlugs.has(c.course.slug))
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'content-export-'))
    writeCurriculum(out, exported)
    expect(readFilesBelow(out)).toEqual(readFilesBelow(contentDir, ['languages.yml', 'courses']))

    const before = await snapshot()
    const again = await importCurriculum(payload, readCurriculum(out))
    expect(again.created + again.updated).toBe(0)
    expect(await snapshot()).toEqual(before)
    fs.rmSync(out, { recursive: true, force: true })
  })

  it('updates exactly what changed in the files', async () => {
    const edited = readCurriculum(contentDir)
    const page = edited.courses[0].lessons[0].pages[0]
    page.page.title = { ...page.page.title, en: `${page.page.title.en} (edited)` }
    const stats = await importCurriculum(payload, edited)
    expect(stats.updated).toBe(1)
    const stored = await payload.find({ collection: 'pages', where: { slug: { equals: `${edited.courses[0].lessons[0].lesson.slug}.${page.page.slug}` } }, locale: 'en', depth: 0 })
    expect(stored.docs[0].title).toMatch(/\(edited\)$/)
    await importCurriculum(payload, readCurriculum(contentDir))
  })
})
