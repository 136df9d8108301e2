import { z } from 'zod'
import type { PayloadRequest } from 'payload'
import type { User } from '../../payload-types'
import { levelFor } from '@domain/progress/exp'
import { learnerEndpoint } from '../conventions/learnerEndpoint'
import { rankingRoutes } from '@domain/api/routes'
import { usersAbove } from '../../progress/rankings/expBuckets'
import { periodKey, RANKING_PERIODS } from '../../progress/rankings/periods'

/** How many rows a ranking shows. */
export const RANKING_SIZE = 100

const query = z.object({ period: z.enum(RANKING_PERIODS).catch('day') })

/** The period's top scores with the few owner fields a row shows (not whole users with their sub-tables). */
async function topScores(req: PayloadRequest, key: string) {
  const { docs } = await req.payload.find({
    collection: 'ranking_scores',
    where: { periodKey: { equals: key }, exp: { greater_than: 0 } },
    // Ties list whoever reached the score first first (their row was last updated earlier).
    sort: ['-exp', 'updatedAt'],
    limit: RANKING_SIZE,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const ids = docs.map((score) => score.user as number)
  // The adapter's own find: these three plain fields need none of the hooks and field access a local-API
  // find runs on every user, which took more than half of the request at a million users (bench/README.md).
  const owners = await req.payload.db.find<Pick<User, 'id' | 'name' | 'displayRanking' | 'totalExp'>>({
    collection: 'users',
    where: { id: { in: ids } },
    select: { name: true, displayRanking: true, totalExp: true },
    limit: RANKING_SIZE,
    pagination: false,
    req,
  })
  const byId = new Map(owners.docs.map((owner) => [owner.id, owner]))
  return docs.map((score) => ({ exp: score.exp, userId: score.user as number, owner: byId.get(score.user as number) }))
}

/** The user's score in the period and their rank: 1 + the users in the exp buckets above (a few hundred rows at most). */
async function ownRank(req: PayloadRequest, key: string, userId: number) {
  const where = { periodKey: { equals: key }, user: { equals: userId } }
  const mine = (await req.payload.find({ collection: 'ranking_scores', where, limit: 1, depth: 0, overrideAccess: true, pagination: false, req })).docs[0]
  return { exp: mine?.exp ?? 0, rank: mine?.exp ? 1 + (await usersAbove(req.payload, key, mine.exp)) : null }
}

/**
 * GET /api/rankings?period=day|week|total (docs/learner-api.md "Rankings"): the top of the period with rank (ties share
 * one), user name (null for users who hide themselves), level and exp, and the signed-in user's own rank.
 * Signed-in users only, as the header shows the link only to them.
 */
export const rankings = learnerEndpoint(rankingRoutes.rankings, async ({ req, user }) => {
  const { period } = query.parse({ period: req.searchParams.get('period') ?? undefined })
  const key = periodKey(period)
  const [top, mine] = await Promise.all([topScores(req, key), ownRank(req, key, user.id)])
  let rank = 0
  const rows = top.map(({ exp, userId, owner }, index) => {
    // Competition ranking: equal exp, equal rank; the next rank skips as many places.
    if (index === 0 || exp !== top[index - 1].exp) rank = index + 1
    const shown = owner?.displayRanking !== false
    return { rank, userId: shown ? userId : null, name: shown ? (owner?.name ?? null) : null, anonymous: !shown, level: levelFor(owner?.totalExp ?? 0), exp, isMe: userId === user.id }
  })
  return {
    period,
    rankings: rows,
    me: { rank: mine.rank, exp: mine.exp, level: levelFor(user.totalExp ?? 0), displayRanking: user.displayRanking !== false },
  }
}, { signedIn: true })
