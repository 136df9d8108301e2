/**
 * Experience and levels — the one place that defines them (docs/progress.md). A page cleared for the first
 * time earns EXP_PER_PAGE (more for paid pages, which are longer); level n needs levelThreshold(n) total exp,
 * growing gently so early levels come quickly.
 */
import type { PlanType } from '../plans/entitlement'

export const EXP_PER_PAGE: Record<PlanType, number> = { basic: 10, plus: 15, professional: 20 }

/** Total exp needed to reach `level` (level 1 needs 0). */
export const levelThreshold = (level: number) => (level <= 1 ? 0 : Math.round(50 * (level - 1) ** 1.5))

export function levelFor(totalExp: number): number {
  let level = 1
  while (totalExp >= levelThreshold(level + 1)) level++
  return level
}

/** A first clear's exp as the learner is told it: what it earned, the new total, and the level before and after. */
export interface ExpAward {
  gained: number
  totalExp: number
  level: number
  previousLevel: number
}
