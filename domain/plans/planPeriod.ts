/**
 * How long a plan lasts (learner.md §9, docs/plans.md "Periods"): until the same day and time in the end
 * month, or the last day of that month when it has no such day (31 January + 1 month = 28 or 29 February,
 * same time). Days and times are the learner's wall clock: `utcOffsetMinutes` is their zone's offset (Japan
 * +540), so a plan bought at 08:00 on 31 January in Tokyo ends at 08:00 on 28 February in Tokyo.
 */
export function addPlanMonths(start: Date, months: number, utcOffsetMinutes = 0): Date {
  const shift = utcOffsetMinutes * 60_000
  const local = new Date(start.getTime() + shift)
  const year = local.getUTCFullYear()
  const month = local.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(local.getUTCDate(), lastDay)
  const end = Date.UTC(year, month, day, local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds(), local.getUTCMilliseconds())
  return new Date(end - shift)
}

export const addDays = (start: Date, days: number) => new Date(start.getTime() + days * 86_400_000)

/** The wall-clock offset a locale's plans are counted in (docs/plans.md "Periods"). */
export const PLAN_UTC_OFFSET_MINUTES: Record<string, number> = { ja: 540, id: 420, en: 0 }

/** Whole days from `now` until `date`, rounded up (a payment later today is 1 day away), never negative. */
export const daysUntil = (date: Date, now: Date) => Math.max(0, Math.ceil((date.getTime() - now.getTime()) / 86_400_000))
