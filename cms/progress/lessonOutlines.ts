import type { PayloadRequest } from 'payload'
import type { Lesson } from '../payload-types'
import { idOf } from './idOf'
import { readAll } from './readAll'

/** The lesson fields the dashboard shows and links with. */
export type LessonRow = Pick<Lesson, 'id' | 'slug' | 'title' | 'languageName' | 'category' | 'order' | 'course' | 'planType'>

export const LESSON_SELECT = { slug: true, title: true, languageName: true, category: true, order: true, course: true, planType: true } as const

/** One regular exercise page of a lesson, with what its URL needs. */
export interface OutlinePage {
  id: number
  order: number
  chapterOrder: number
}

/**
 * The regular pages of the given lessons, in page order, each with its chapter's order. Pages of unitised
 * projects (those with a topic) have their own route and are left out, as the course and lesson pages do;
 * a lesson made only of those has no outline. Only the asked lessons' pages are read, never the catalogue.
 */
export async function lessonOutlines(req: PayloadRequest, lessonIds: number[]): Promise<Map<number, OutlinePage[]>> {
  const outlines = new Map<number, OutlinePage[]>()
  if (lessonIds.length === 0) return outlines
  const [pages, chapters] = await Promise.all([
    req.payload.find({
      collection: 'pages',
      where: { lesson: { in: lessonIds }, topic: { exists: false } },
      select: { lesson: true, chapter: true, order: true },
      sort: 'order',
      ...readAll(req),
    }),
    req.payload.find({ collection: 'chapters', where: { lesson: { in: lessonIds } }, select: { order: true }, ...readAll(req) }),
  ])
  const chapterOrder = new Map(chapters.docs.map((c) => [c.id, c.order]))
  for (const page of pages.docs) {
    const lesson = idOf(page.lesson)
    const chapter = chapterOrder.get(idOf(page.chapter)!)
    if (!lesson || chapter === undefined) continue
    outlines.set(lesson, [...(outlines.get(lesson) ?? []), { id: page.id, order: page.order, chapterOrder: chapter }])
  }
  return outlines
}

/** The lesson page (docs/routes.md "Pages": /lessons/{languageName}/{category}/{lessonOrder}), without the locale prefix. */
export const lessonUrl = (lesson: LessonRow) => `/lessons/${lesson.languageName}/${lesson.category}/${lesson.order}`

/** An exercise page (docs/routes.md "Exercise routes": /{language}/{lesson slug}/{chapter order}/{page order}), as site/src/lib/curriculum.ts builds it. */
export const exerciseUrl = (lesson: LessonRow, page: OutlinePage) => `/${lesson.languageName}/${lesson.slug}/${page.chapterOrder}/${page.order}`
