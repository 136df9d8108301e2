import type { Payload } from 'payload'
import type { Page, User } from '../payload-types'
import { awardExp, type ExpAward } from './awardExp'
import { recordLessonCompletion } from './recordLessonCompletion'

/** What one passing verdict changed in the learner's progress (docs/progress.md "What a clear is"). */
export interface ClearRecord {
  /** Whether this was the page's first clear for the learner; a repeat clear changes nothing else. */
  firstClear: boolean
  /** The exp the first clear earned, with the total and the level before and after; null on a repeat. */
  exp: ExpAward | null
  /** Whether this clear completed the page's lesson (its last page cleared); counted once per lesson. */
  lessonCompleted: boolean
}

/**
 * Everything a passing verdict means for the learner's progress, in this order (docs/progress.md): the
 * page is marked cleared (once: completed and completedAt in their user page info); on that first clear the
 * page's exp is added to their total and to their day, week and total ranking scores (awardExp, atomic in
 * the database), and when it completes the page's lesson the lesson completion count goes up by one. The
 * judge calls this once per passing submission; a repeat clear only reports firstClear: false.
 */
export async function recordClear(payload: Payload, user: User, page: Page): Promise<ClearRecord> {
  const firstClear = await markCleared(payload, user, page)
  if (!firstClear) return { firstClear, exp: null, lessonCompleted: false }
  const exp = await awardExp(payload, user, page)
  const lessonCompleted = await recordLessonCompletion(payload, user, page)
  return { firstClear, exp, lessonCompleted }
}

/** Marks the page cleared in the learner's user page info; returns whether this was the first clear (which earns exp). */
async function markCleared(payload: Payload, user: User, page: Page): Promise<boolean> {
  const found = await payload.find({
    collection: 'user_page_infos',
    where: { and: [{ user: { equals: user.id } }, { page: { equals: page.id } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const info = found.docs[0] ?? null
  if (info?.completed) return false
  const data = { completed: true, completedAt: new Date().toISOString() }
  if (info) await payload.update({ collection: 'user_page_infos', id: info.id, data, overrideAccess: true, depth: 0 })
  else await payload.create({ collection: 'user_page_infos', data: { ...data, user: user.id, page: page.id }, overrideAccess: true, depth: 0 })
  return true
}
