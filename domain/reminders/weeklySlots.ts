import { WEEKDAYS } from '../account/preferenceChoices'
import { addDays, isoDate, localDateTime, weekdayOf, zonedInstant, type LocalDate } from './zonedTime'

/** A weekly study reminder as the learner saved it: days (mon…sun), HH:MM, and the zone it is meant in. */
export interface WeeklyReminder {
  days: readonly string[]
  time: string
  timeZone: string
}

/** One weekly reminder slot: its instant and the learner's local date, which names it (docs/reminders.md "Exactly once"). */
export interface WeeklySlot {
  at: Date
  localDate: string
}

// WEEKDAYS starts on Monday; Date counts from Sunday.
const dayNumber = (day: string) => (WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]) + 1) % 7

/** The slots on the dates from `first` to `last` days around `instant`'s local date, in order. */
function slotsAround(reminder: WeeklyReminder, instant: Date, first: number, last: number): WeeklySlot[] {
  const [hour, minute] = reminder.time.split(':').map(Number)
  const wanted = new Set(reminder.days.map(dayNumber))
  const today: LocalDate = localDateTime(instant, reminder.timeZone)
  const slots: WeeklySlot[] = []
  for (let offset = first; offset <= last; offset++) {
    const date = addDays(today, offset)
    if (wanted.has(weekdayOf(date))) slots.push({ at: zonedInstant(date, hour, minute, reminder.timeZone), localDate: isoDate(date) })
  }
  return slots
}

/** The first slot strictly after `after`; null when no day is chosen. */
export function nextWeeklySlot(reminder: WeeklyReminder, after: Date): WeeklySlot | null {
  return slotsAround(reminder, after, -1, 8).find((slot) => slot.at > after) ?? null
}

/** The last slot at or before `now`; null when no day is chosen. */
export function latestWeeklySlot(reminder: WeeklyReminder, now: Date): WeeklySlot | null {
  return slotsAround(reminder, now, -8, 1).filter((slot) => slot.at <= now).at(-1) ?? null
}
