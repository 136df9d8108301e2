/** Ranking periods (docs/progress.md "Rankings": /rankings?period=day|week|total). */
import type { RankingPeriod } from '@domain/api/rankings'

export { RANKING_PERIODS, type RankingPeriod } from '@domain/api/rankings'

/** Days and weeks turn over at midnight Japan time (the product's home), weeks on Mondays. */
export const JST_OFFSET_MS = 9 * 60 * 60 * 1000

const isoDate = (d: Date) => d.toISOString().slice(0, 10)

/** The key of the period containing `now`: "day:2026-11-23", "week:2026-11-23" (its Monday), "total". */
export function periodKey(period: RankingPeriod, now = new Date()): string {
  if (period === 'total') return 'total'
  const local = new Date(now.getTime() + JST_OFFSET_MS)
  if (period === 'day') return `day:${isoDate(local)}`
  const sinceMonday = (local.getUTCDay() + 6) % 7
  return `week:${isoDate(new Date(local.getTime() - sinceMonday * 24 * 60 * 60 * 1000))}`
}
