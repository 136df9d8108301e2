import { z } from 'zod'
import type { User } from '../payload-types'
import { levelFor } from '../../judge/results/exp'
import { learnerEndpoint } from '../endpoints/conventions/learnerEndpoint'
import { usersAbove } from './expBuckets'
import { periodKey, RANKING_PERIODS } from './periods'

/** How many rows a ranking shows. */
export const RANKING_SIZE = 100

const query = z.object({ period: z.enum(RANKING_PERIODS).catch('day') })

/**
 * GET /api/rankings?period=day|week|total (learner.md "Rankings"): the top of the period with rank (ties share
 * one), user name (null for users who hide themselves), level and exp, and the signed-in user's own rank.
 * Signed-in users only, as the header shows the link only to them.
 */
export const rankings = learnerEndpoint('get', '/rankings', async ({ req, user }) => {
  const { period } = query.parse({ period: req.searchParams.get('period') ?? undefined })
  const key = periodKey(period)
  const { docs } = await req.payload.find({
    collection: 'ranking_scores',
    where: { periodKey: { equals: key }, exp: { greater_than: 0 } },
    // Ties list whoever reached the score first first (their row was last updated earlier).
    sort: ['-exp', 'updatedAt'],
    limit: RANKING_SIZE,
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  let rank = 0
  const rows = docs.map((score, index) => {
    // Competition ranking: equal exp, equal rank; the next rank skips as many places.
    if (index === 0 || score.exp !== docs[index - 1].exp) rank = index + 1
    const owner = score.user as User
    const shown = owner.displayRanking !== false
    return { rank, userId: shown ? owner.id : null, name: shown ? (owner.name ?? null) : null, anonymous: !shown, level: levelFor(owner.totalExp ?? 0), exp: score.exp, isMe: owner.id === user.id }
  })
  const mine = (await req.payload.find({ collection: 'ranking_scores', where: { periodKey: { equals: key }, user: { equals: user.id } }, limit: 1, depth: 0, overrideAccess: true, pagination: false, req })).docs[0]
  // Summed over the period's exp buckets (a few hundred rows), not counted over up to every user's score.
  const ahead = mine?.exp ? await usersAbove(req.payload, key, mine.exp) : null
  return {
    period,
    rankings: rows,
    me: { rank: ahead === null ? null : ahead + 1, exp: mine?.exp ?? 0, level: levelFor(user.totalExp ?? 0), displayRanking: user.displayRanking !== false },
  }
}, { signedIn: true })
