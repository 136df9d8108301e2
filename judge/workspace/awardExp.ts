import type { Payload } from 'payload'
import type { Page, User } from '../../cms/payload-types'
import { recordRankingExp } from '../../cms/rankings/recordRankingExp'
import { EXP_PER_PAGE, levelFor } from '../results/exp'

export interface ExpAward {
  gained: number
  totalExp: number
  level: number
  previousLevel: number
}

/** Adds a first clear's exp to the learner's total and ranking scores, and reports the level before and after. */
export async function awardExp(payload: Payload, user: User, page: Page): Promise<ExpAward> {
  const current = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
  const before = current.totalExp ?? 0
  const gained = EXP_PER_PAGE[page.planType]
  const totalExp = before + gained
  await payload.update({ collection: 'users', id: user.id, data: { totalExp }, overrideAccess: true, depth: 0 })
  await recordRankingExp(payload, user.id, gained)
  return { gained, totalExp, level: levelFor(totalExp), previousLevel: levelFor(before) }
}
