import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'

/**
 * The home page, the FAQ and the plans page promise that every course's first lessons are free
 * (content/site/landing.yml, faqs.yml, the plans table): the starter curriculum must keep that promise.
 */
describe('the free first lessons', () => {
  const curriculum = readCurriculum(contentDir)

  it('every page of every course\'s first lessons is free, and each course still has Plus lessons after them', () => {
    for (const { course, lessons } of curriculum.courses) {
      const firstOrder = Math.min(...lessons.map((l) => l.lesson.order))
      const first = lessons.filter((l) => l.lesson.order === firstOrder)
      expect(first.length, course.slug).toBeGreaterThan(0)
      for (const { lesson, pages } of first) {
        expect(lesson.planType, lesson.slug).toBe('basic')
        for (const { page } of pages) expect(`${lesson.slug}.${page.slug}: ${page.planType}`).toBe(`${lesson.slug}.${page.slug}: basic`)
      }
      const later = lessons.filter((l) => l.lesson.order > firstOrder).flatMap((l) => l.pages)
      expect(later.some(({ page }) => page.planType !== 'basic'), `${course.slug} has paid lessons after its first`).toBe(true)
    }
  })

  it('is what the site promises', () => {
    const landing = readFileSync(path.join(contentDir, 'site', 'landing.yml'), 'utf8')
    expect(landing).toContain('各コースの最初のレッスンは無料')
    expect(landing).toContain('The first lessons of every course are free')
  })
})
