import type { Payload } from 'payload'
import { periodKey, RANKING_PERIODS } from './periods'

/** Adds exp just awarded to the user's day, week and total ranking scores. */
export async function recordRankingExp(payload: Payload, userId: number | string, gained: number, now = new Date()) {
  for (const period of RANKING_PERIODS) {
    const key = periodKey(period, now)
    const where = { user: { equals: userId }, periodKey: { equals: key } }
    const existing = (await payload.find({ collection: 'ranking_scores', where, limit: 1, depth: 0, overrideAccess: true, pagination: false })).docs[0]
    if (existing) await payload.update({ collection: 'ranking_scores', id: existing.id, data: { exp: existing.exp + gained }, overrideAccess: true, depth: 0 })
    else await payload.create({ collection: 'ranking_scores', data: { user: userId as number, periodKey: key, exp: gained }, overrideAccess: true, depth: 0 })
  }
}
