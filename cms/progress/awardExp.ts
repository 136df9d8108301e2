import type { Payload } from 'payload'
import type { Page, User } from '../payload-types'
import { recordRankingExp } from './rankings/recordRankingExp'
import { EXP_PER_PAGE, levelFor, type ExpAward } from '@domain/progress/exp'

export type { ExpAward }

/**
 * Adds a first clear's exp to the learner's total and ranking scores, and reports the level before and after
 * (a step of recordClear; docs/progress.md "Exp per plan type", "Rankings").
 * The total is incremented in the database ($inc), not read and written back, so two pages cleared at the
 * same moment (two tabs) both count.
 */
export async function awardExp(payload: Payload, user: User, page: Page): Promise<ExpAward> {
  const gained = EXP_PER_PAGE[page.planType]
  const updated = (await payload.db.updateOne({ collection: 'users', id: user.id, data: { totalExp: { $inc: gained } }, select: { totalExp: true } })) as Pick<User, 'totalExp'>
  const totalExp = updated.totalExp ?? gained
  const before = totalExp - gained
  await recordRankingExp(payload, user.id, gained)
  return { gained, totalExp, level: levelFor(totalExp), previousLevel: levelFor(before) }
}
