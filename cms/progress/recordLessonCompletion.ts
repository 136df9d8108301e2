import type { Payload } from 'payload'
import type { Page, User } from '../payload-types'
import { idOf } from './idOf'

/**
 * After a first clear: when that clear completes the page's lesson (every page of it cleared), adds one to
 * the learner's totalLessonCompletionCount (docs/progress.md "Lesson completion"; the header links to /message from
 * the first completed lesson on) and records when (lesson_completions: the team timeline, docs/teams.md). Counted once:
 * a page's first clear happens once, and the lesson's completion row is unique per learner.
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
  // The team timeline's item (docs/teams.md "Dashboard"); its unique (user, lesson) keeps it once.
  try {
    await payload.create({ collection: 'lesson_completions', data: { user: user.id, lesson, completedAt: new Date().toISOString() }, overrideAccess: true, depth: 0 })
  } catch (error) {
    // The lesson's last pages cleared at the same moment: the other clear recorded the completion.
    const recorded = await payload.count({ collection: 'lesson_completions', where: { and: [{ user: { equals: user.id } }, { lesson: { equals: lesson } }] }, overrideAccess: true })
    if (recorded.totalDocs) return false
    throw error
  }
  // In the database, as the exp is (awardExp.ts): two lessons completed at once both count.
  await payload.db.updateOne({ collection: 'users', id: user.id, data: { totalLessonCompletionCount: { $inc: 1 } }, returning: false })
  return true
}
