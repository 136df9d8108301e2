import type { Payload } from 'payload'
import type { Page, User } from '../payload-types'
import { awardExp, type ExpAward } from './awardExp'
import { recordLessonCompletion } from './recordLessonCompletion'
import { runSql, sql } from '../sql/runSql'

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

/**
 * Marks the page cleared in the learner's user page info; returns whether this was the first clear (which earns
 * exp). Exactly one of several clears landing at once is the first (two tabs, a resubmit): the mark is one
 * conditional UPDATE (only a row not completed yet), and the row's unique (user, page) lets one creation win.
 */
async function markCleared(payload: Payload, user: User, page: Page): Promise<boolean> {
  const find = async () =>
    (await payload.find({ collection: 'user_page_infos', where: { and: [{ user: { equals: user.id } }, { page: { equals: page.id } }] }, depth: 0, limit: 1, overrideAccess: true })).docs[0] ?? null
  const now = new Date().toISOString()
  let info = await find()
  if (!info) {
    try {
      await payload.create({ collection: 'user_page_infos', data: { completed: true, completedAt: now, user: user.id, page: page.id }, overrideAccess: true, depth: 0 })
      return true
    } catch (error) {
      // Another clear (or the autosave) created the row first: mark that one, if it is not marked yet.
      info = await find()
      if (!info) throw error
    }
  }
  if (info.completed) return false
  const marked = await runSql(
    payload,
    sql`UPDATE user_page_infos SET completed = ${true}, completed_at = ${now}, updated_at = ${now} WHERE id = ${info.id} AND COALESCE(completed, ${false}) = ${false} RETURNING id`,
  )
  return marked.length === 1
}
