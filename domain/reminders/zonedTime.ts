/**
 * Wall-clock time in an IANA zone with the platform's own Intl (no time-zone library needed): what an instant
 * reads as in a zone, and which instant a wall-clock time in a zone is (docs/reminders.md "Weekly slots").
 */

/** A calendar date (month 1–12). */
export interface LocalDate {
  year: number
  month: number
  day: number
}

export interface LocalDateTime extends LocalDate {
  hour: number
  minute: number
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number
}

const formats = new Map<string, Intl.DateTimeFormat>()
const formatIn = (zone: string) => {
  let format = formats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
    formats.set(zone, format)
  }
  return format
}

/** Whether the runtime knows the zone (an IANA name such as Asia/Tokyo). */
export function isTimeZone(zone: string): boolean {
  try {
    formatIn(zone)
    return true
  } catch {
    return false
  }
}

/** The wall-clock reading of `instant` in `zone`, to the minute. */
export function localDateTime(instant: Date, zone: string): LocalDateTime {
  const parts = Object.fromEntries(formatIn(zone).formatToParts(instant).map((p) => [p.type, Number(p.value)]))
  const date = { year: parts.year, month: parts.month, day: parts.day }
  return { ...date, hour: parts.hour, minute: parts.minute, weekday: weekdayOf(date) }
}

/** The wall clock of `instant` in `zone` read as if it were UTC, in ms (seconds included). */
function wallMs(instant: number, zone: string): number {
  const p = Object.fromEntries(formatIn(zone).formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]))
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) + (instant % 1000 + 1000) % 1000
}

/**
 * The instant that reads `date` `hour`:`minute` in `zone`. A time a daylight-saving change skips (02:30 on a
 * spring-forward night) is moved forward by the gap; a time it repeats (autumn) is the first of the two.
 */
export function zonedInstant(date: LocalDate, hour: number, minute: number, zone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute)
  // The zone's offsets a day either side cover any change near this wall time.
  const offsets = [wall - 86_400_000, wall + 86_400_000].map((t) => wallMs(t, zone) - t)
  const candidates = [...new Set(offsets.map((offset) => wall - offset))].sort((a, b) => a - b)
  const exact = candidates.find((t) => wallMs(t, zone) === wall)
  // No candidate reads the wall time: it falls in a gap; the offset from before the change moves it past the gap.
  return new Date(exact ?? wall - offsets[0])
}

/** The day of the week of a date (0 = Sunday). */
export const weekdayOf = (date: LocalDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()

/** The date `days` after (or before, when negative) `date`. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() }
}

/** YYYY-MM-DD. */
export const isoDate = (date: LocalDate) => `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
