import type { Payload } from 'payload'
import type { Page, User } from '../payload-types'
import { idOf } from './idOf'

/**
 * After a first clear: when that clear completes the page's lesson (every page of it cleared), adds one to
 * the learner's totalLessonCompletionCount (docs/progress.md "Lesson completion"; the header links to /message from
 * the first completed lesson on) and records when (lesson_completions: the team timeline, docs/teams.md). Counted once,
 * because a page's first clear happens once.
 */
export async function recordLessonCompletion(payload: Payload, user: User, page: Page): Promise<boolean> {
  const lesson = idOf(page.lesson)
  if (!lesson) return false
  const [pages, cleared] = await Promise.all([
    payload.count({ collection: 'pages', where: { lesson: { equals: lesson } }, overrideAccess: true }),
    payload.count({
      collection: 'user_page_infos',
      where: { and: [{ user: { equals: user.id } }, { lesson: { equals: lesson } }, { completed: { equals: true } }] },
      overrideAccess: true,
    }),
  ])
  if (pages.totalDocs === 0 || cleared.totalDocs < pages.totalDocs) return false
  // The team timeline's item (docs/teams.md "Dashboard").
  await payload.create({ collection: 'lesson_completions', data: { user: user.id, lesson, completedAt: new Date().toISOString() }, overrideAccess: true, depth: 0 })
  const current = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { totalLessonCompletionCount: (current.totalLessonCompletionCount ?? 0) + 1 },
    overrideAccess: true,
    depth: 0,
  })
  return true
}
