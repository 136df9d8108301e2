import { describe, expect, it } from 'vitest'
import { latestWeeklySlot, nextWeeklySlot } from '@domain/reminders/weeklySlots'
import { localDateTime, zonedInstant } from '@domain/reminders/zonedTime'

/** docs/reminders.md "Weekly slots": the learner's days and time, read in their own zone. */
describe('weekly reminder slots', () => {
  const tokyo = { days: ['mon', 'thu'], time: '20:30', timeZone: 'Asia/Tokyo' }

  it('finds the next slot on a chosen day at the chosen local time, strictly after the given instant', () => {
    // Monday 2026-03-02 10:00 in Tokyo (01:00 UTC).
    const monday = new Date('2026-03-02T01:00:00Z')
    expect(nextWeeklySlot(tokyo, monday)).toEqual({ at: new Date('2026-03-02T11:30:00Z'), localDate: '2026-03-02' })
    expect(nextWeeklySlot(tokyo, new Date('2026-03-02T11:30:00Z'))).toEqual({ at: new Date('2026-03-05T11:30:00Z'), localDate: '2026-03-05' })
    // Thursday after the hour: the next Monday.
    expect(nextWeeklySlot(tokyo, new Date('2026-03-05T12:00:00Z'))?.localDate).toBe('2026-03-09')
    expect(nextWeeklySlot({ ...tokyo, days: [] }, monday)).toBeNull()
  })

  it('finds the latest slot at or before now', () => {
    expect(latestWeeklySlot(tokyo, new Date('2026-03-02T11:30:00Z'))?.localDate).toBe('2026-03-02')
    expect(latestWeeklySlot(tokyo, new Date('2026-03-02T11:29:00Z'))?.localDate).toBe('2026-02-26')
  })

  it('reads the local date in the learner zone, not the server zone', () => {
    // 23:30 on Sunday in Los Angeles is already Monday in UTC.
    const la = { days: ['sun'], time: '23:30', timeZone: 'America/Los_Angeles' }
    const slot = nextWeeklySlot(la, new Date('2026-01-04T12:00:00Z'))!
    expect(slot).toEqual({ at: new Date('2026-01-05T07:30:00Z'), localDate: '2026-01-04' })
    expect(localDateTime(slot.at, 'America/Los_Angeles')).toMatchObject({ hour: 23, minute: 30, weekday: 0 })
  })

  it('moves a time skipped by daylight saving forward and takes the first of a repeated one', () => {
    // 2026-03-08 02:30 does not exist in New York (02:00 → 03:00).
    expect(zonedInstant({ year: 2026, month: 3, day: 8 }, 2, 30, 'America/New_York')).toEqual(new Date('2026-03-08T07:30:00Z'))
    // 2026-11-01 01:30 happens twice; the first is in daylight time (UTC−4).
    expect(zonedInstant({ year: 2026, month: 11, day: 1 }, 1, 30, 'America/New_York')).toEqual(new Date('2026-11-01T05:30:00Z'))
    const sunday = { days: ['sun'], time: '01:30', timeZone: 'America/New_York' }
    expect(nextWeeklySlot(sunday, new Date('2026-11-01T05:30:00Z'))?.localDate).toBe('2026-11-08')
  })
})
