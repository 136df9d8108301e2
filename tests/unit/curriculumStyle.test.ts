import { describe, expect, it } from 'vitest'
import { contentDir } from '@content/lib/paths'
import { studyLessons } from '@content/lib/model'
import { readCurriculum } from '@content/lib/read'

/**
 * What content/STYLE.md says an author must do and a machine can check, on every page of the starter curriculum.
 * Each test lists every offender, so one run shows an author all that is left to fix.
 */
const curriculum = readCurriculum(contentDir)
const lessons = curriculum.courses.flatMap((entry) => {
  const study = new Set(studyLessons(entry))
  return entry.lessons.map((lesson) => ({ ...lesson, course: entry.course.slug, isUnit: !study.has(lesson) }))
})
const pages = lessons.flatMap(({ lesson, pages }) => pages.map((entry) => ({ name: `${lesson.slug}/${entry.page.slug}`, ...entry })))

/** content/STYLE.md "Instructions": a page is one screen on a phone. */
const INSTRUCTION_LENGTH = { en: [120, 1600], ja: [60, 1200] } as const
const GOAL_HEADING = { en: /^## Goal$/m, ja: /^## 目標$/m } as const
const MIN_SLIDES = 4

/** Every `message` object anywhere in a judge's spec (its own and each check's), with where it sits. */
function messagesOf(value: unknown, at: string): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => messagesOf(item, `${at}[${i}]`))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'message' ? [[`${at}.message`, inner] as [string, unknown]] : messagesOf(inner, `${at}.${key}`),
  )
}
const localised = (message: unknown) => {
  const text = message as Record<string, unknown> | null
  return typeof text?.ja === 'string' && text.ja.trim() !== '' && typeof text?.en === 'string' && text.en.trim() !== ''
}

describe('the curriculum follows content/STYLE.md', () => {
  it('has a judge on every page, and every judge message and check message in ja and en', () => {
    expect(pages.filter((p) => p.page.judges.length === 0).map((p) => p.name)).toEqual([])
    const unlocalised = pages.flatMap((p) =>
      p.page.judges.flatMap((judge, i) => {
        const messages = messagesOf(judge.spec, `${p.name} judges[${i}]`)
        // Terminal judges carry their messages on each check only; every other engine has one for the judge too.
        const own = judge.type === 'TerminalJudge' || 'message' in judge.spec ? [] : [`${p.name} judges[${i}].message (missing)`]
        return [...own, ...messages.filter(([, m]) => !localised(m)).map(([where]) => where)]
      }),
    )
    expect(unlocalised).toEqual([])
  })

  it('gives every page at least one hint, as many in ja as in en', () => {
    const offenders = pages
      .filter(({ page }) => !(page.hints.ja?.length && page.hints.ja.length === page.hints.en?.length))
      .map((p) => `${p.name}: ja ${p.page.hints.ja?.length ?? 0}, en ${p.page.hints.en?.length ?? 0}`)
    expect(offenders).toEqual([])
  })

  it('writes instructions with a goal section, within the length range, in ja and en', () => {
    const offenders = pages.flatMap((p) =>
      (['ja', 'en'] as const).flatMap((locale) => {
        const text = p.instructions[locale] ?? ''
        const [min, max] = INSTRUCTION_LENGTH[locale]
        const problems = [
          ...(GOAL_HEADING[locale].test(text) ? [] : ['no goal section']),
          ...(text.length < min || text.length > max ? [`${text.length} characters`] : []),
        ]
        return problems.length ? [`${p.name} (${locale}): ${problems.join(', ')}`] : []
      }),
    )
    expect(offenders).toEqual([])
  })

  it('gives every study lesson a slide deck in ja and en', () => {
    const offenders = lessons
      .filter((l) => !l.isUnit)
      .filter(({ slides }) => (slides?.items.ja?.length ?? 0) < MIN_SLIDES || (slides?.items.en?.length ?? 0) < MIN_SLIDES)
      .map(({ lesson, slides }) => `${lesson.slug}: ja ${slides?.items.ja?.length ?? 0}, en ${slides?.items.en?.length ?? 0}`)
    expect(offenders).toEqual([])
  })

  it('keeps slugs unique: lessons and decks everywhere, pages and chapters within their lesson', () => {
    const repeated = (slugs: string[]) => slugs.filter((slug, i) => slugs.indexOf(slug) !== i)
    expect(repeated(lessons.map((l) => l.lesson.slug))).toEqual([])
    expect(repeated(lessons.flatMap((l) => (l.slides ? [l.slides.slug] : [])))).toEqual([])
    for (const { lesson, pages } of lessons) {
      expect(repeated(pages.map((p) => p.page.slug)), lesson.slug).toEqual([])
      expect(repeated(lesson.chapters.map((c) => c.slug)), lesson.slug).toEqual([])
    }
  })

  // Project (unit) lessons keep their own plans: a project's topics are priced as a project (content/README.md).
  it("makes every study lesson after a course's first a paid one, pages and slides alike", () => {
    const offenders = curriculum.courses.flatMap(({ course }) => {
      const studyLessons = lessons.filter((l) => l.course === course.slug && !l.isUnit)
      const firstOrder = Math.min(...studyLessons.map((l) => l.lesson.order))
      return studyLessons
        .filter((l) => l.lesson.order > firstOrder)
        .flatMap(({ lesson, pages, slides }) => [
          ...(lesson.planType === 'basic' ? [lesson.slug] : []),
          ...(slides?.planType === 'basic' ? [`${lesson.slug} slides`] : []),
          ...pages.filter((p) => p.page.planType === 'basic').map((p) => `${lesson.slug}/${p.page.slug}`),
        ])
    })
    expect(offenders).toEqual([])
  })
})
