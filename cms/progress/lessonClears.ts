import type { PayloadRequest } from 'payload'
import { idOf } from './idOf'
import { readAll } from './readAll'

/** Pages cleared of all pages, per lesson. */
export type LessonClears = Map<number, { clearedPages: number; totalPages: number; clearedPageIds: Set<number> }>

/**
 * How far the learner got in each of the given lessons: a page counts as cleared when its user_page_infos row
 * is completed (docs/progress.md "What a clear is"), and a lesson is done when all of its pages are, the same
 * rule as lesson completion. Read on every call, so a page added to a lesson is counted at once.
 */
export async function lessonClears(req: PayloadRequest, userId: number, lessonIds: number[]): Promise<LessonClears> {
  const clears: LessonClears = new Map(lessonIds.map((id) => [id, { clearedPages: 0, totalPages: 0, clearedPageIds: new Set<number>() }]))
  if (lessonIds.length === 0) return clears
  const [pages, cleared] = await Promise.all([
    req.payload.find({ collection: 'pages', where: { lesson: { in: lessonIds } }, select: { lesson: true }, ...readAll(req) }),
    req.payload.find({
      collection: 'user_page_infos',
      where: { and: [{ user: { equals: userId } }, { lesson: { in: lessonIds } }, { completed: { equals: true } }] },
      select: { lesson: true, page: true },
      ...readAll(req),
    }),
  ])
  for (const page of pages.docs) clears.get(idOf(page.lesson)!)!.totalPages++
  for (const info of cleared.docs) {
    const entry = clears.get(idOf(info.lesson)!)
    if (!entry) continue
    entry.clearedPages++
    entry.clearedPageIds.add(idOf(info.page) as number)
  }
  return clears
}

