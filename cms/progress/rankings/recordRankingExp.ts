import type { Payload } from 'payload'
import { addToRankingScore } from './expBuckets'
import { periodKey, RANKING_PERIODS } from './periods'

/**
 * Adds exp just awarded to the user's day, week and total ranking scores, and moves the user from the exp
 * bucket of their old score to the one of their new score (ranking_exp_buckets, which the own rank sums).
 * Each period's step is atomic in the database, so concurrent awards lose nothing.
 */
export async function recordRankingExp(payload: Payload, userId: number | string, gained: number, now = new Date()) {
  if (!(gained > 0)) return
  for (const period of RANKING_PERIODS) await addToRankingScore(payload, userId, periodKey(period, now), gained)
}
