import { describe, expect, it } from 'vitest'
import { addPlanMonths, daysUntil } from '@domain/plans/planPeriod'

const utc = (iso: string) => new Date(iso)

describe('a plan lasts until the same day and time in the end month, or its last day', () => {
  it.each([
    ['2026-01-15T10:30:00Z', 1, '2026-02-15T10:30:00Z'],
    ['2026-01-31T10:30:00Z', 1, '2026-02-28T10:30:00Z'],
    ['2028-01-31T10:30:00Z', 1, '2028-02-29T10:30:00Z'],
    ['2026-03-31T00:00:00Z', 1, '2026-04-30T00:00:00Z'],
    ['2026-08-31T23:59:59Z', 6, '2027-02-28T23:59:59Z'],
    ['2026-12-31T12:00:00Z', 12, '2027-12-31T12:00:00Z'],
    ['2028-02-29T12:00:00Z', 12, '2029-02-28T12:00:00Z'],
    ['2026-11-30T05:00:00Z', 1, '2026-12-30T05:00:00Z'],
    ['2026-10-31T05:00:00Z', 6, '2027-04-30T05:00:00Z'],
  ])('%s + %i months → %s (UTC)', (start, months, end) => {
    expect(addPlanMonths(utc(start), months).toISOString()).toBe(new Date(end).toISOString())
  })

  it("counts on the learner's wall clock: 08:00 on 31 January in Tokyo ends 08:00 on 28 February in Tokyo", () => {
    // 2026-01-31 08:00 JST is 2026-01-30 23:00 UTC: counted in UTC it would end on 1 March in Tokyo.
    const start = utc('2026-01-30T23:00:00Z')
    expect(addPlanMonths(start, 1, 540).toISOString()).toBe('2026-02-27T23:00:00.000Z')
    expect(addPlanMonths(start, 1, 0).toISOString()).toBe('2026-02-28T23:00:00.000Z')
  })

  it('counts whole days to a date, rounding up, never below zero', () => {
    const now = utc('2026-11-25T12:00:00Z')
    expect(daysUntil(utc('2026-11-25T13:00:00Z'), now)).toBe(1)
    expect(daysUntil(utc('2026-11-30T12:00:00Z'), now)).toBe(5)
    expect(daysUntil(utc('2026-11-20T12:00:00Z'), now)).toBe(0)
  })
})
