import { JST_OFFSET_MS } from './rankings/periods'

/** Weeks the learning calendar covers, this one included (about the last five months). */
export const CALENDAR_WEEKS = 20

const DAY_MS = 24 * 60 * 60 * 1000

/** The Japan-time date of an instant, "2026-11-23"; days turn over at midnight JST as the rankings' do. */
export const japanDate = (instant: Date) => new Date(instant.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10)

/**
 * The learning calendar: pages cleared per Japan-time day, for every day from the Monday CALENDAR_WEEKS - 1
 * weeks before this week's to today, so the page can draw whole week columns. Days without clears are listed
 * with 0.
 */
export function learningCalendar(clearedAt: Date[], now = new Date()) {
  const today = new Date(`${japanDate(now)}T00:00:00Z`)
  const sinceMonday = (today.getUTCDay() + 6) % 7
  const first = new Date(today.getTime() - (sinceMonday + (CALENDAR_WEEKS - 1) * 7) * DAY_MS)
  const counts = new Map<string, number>()
  for (const instant of clearedAt) counts.set(japanDate(instant), (counts.get(japanDate(instant)) ?? 0) + 1)
  const days: { date: string; clearedPages: number }[] = []
  for (let day = first; day <= today; day = new Date(day.getTime() + DAY_MS)) {
    const date = day.toISOString().slice(0, 10)
    days.push({ date, clearedPages: counts.get(date) ?? 0 })
  }
  return { from: days[0].date, to: days.at(-1)!.date, days }
}
