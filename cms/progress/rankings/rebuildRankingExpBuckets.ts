import type { Payload } from 'payload'
import { rebuildBuckets } from './expBuckets'

/** Recounts every ranking_exp_buckets row from ranking_scores (grouped by period and exp). */
export const rebuildRankingExpBuckets = (payload: Payload): Promise<void> => rebuildBuckets(payload)

/**
 * At start-up: a database whose scores predate the buckets gets them counted once. Any bucket row means
 * recordRankingExp keeps them, so later starts do nothing. Returns whether it rebuilt.
 */
export async function rebuildRankingExpBucketsIfMissing(payload: Payload): Promise<boolean> {
  const any = async (collection: 'ranking_scores' | 'ranking_exp_buckets') =>
    (await payload.find({ collection, limit: 1, pagination: false, depth: 0, overrideAccess: true })).docs.length > 0
  if ((await any('ranking_exp_buckets')) || !(await any('ranking_scores'))) return false
  await rebuildRankingExpBuckets(payload)
  return true
}
