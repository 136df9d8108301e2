/** The rankings page (docs/learner-api.md "Rankings"). */

export const RANKING_PERIODS = ['day', 'week', 'total'] as const
export type RankingPeriod = (typeof RANKING_PERIODS)[number]

export interface RankingsQuery {
  period?: RankingPeriod
}

export interface RankingRow {
  rank: number
  /** null for a user who hides themselves (anonymous). */
  userId: number | null
  name: string | null
  anonymous: boolean
  level: number
  exp: number
  isMe: boolean
}

/** GET /api/rankings?period=: the top of the period and the caller's own place. */
export interface RankingsAnswer {
  period: RankingPeriod
  rankings: RankingRow[]
  me: { rank: number | null; exp: number; level: number; displayRanking: boolean }
}
