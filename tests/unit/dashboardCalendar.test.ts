import { describe, expect, it } from 'vitest'
import { learningCalendar } from '@cms/progress/calendar'
import { pageOf } from '@cms/progress/lessonLists'
import { levelOf } from '@site/lib/dashboard/learningCalendar'

const at = (iso: string) => new Date(iso)

describe('the learning calendar', () => {
  it('runs from a Monday 19 weeks back to today in Japan time, counting each clear on its Japan-time day', () => {
    // 00:30 on Monday 23 November in Japan, still Sunday in UTC.
    const now = at('2026-11-22T15:30:00Z')
    const clears = [at('2026-11-22T14:59:59Z'), at('2026-11-22T15:00:00Z'), at('2026-11-22T15:10:00Z'), at('2026-07-12T14:00:00Z'), at('2026-07-12T15:00:00Z')]
    const { from, to, days } = learningCalendar(clears, now)
    expect([from, to, days.length]).toEqual(['2026-07-13', '2026-11-23', 19 * 7 + 1])
    expect(days.at(-1)).toEqual({ date: '2026-11-23', clearedPages: 2 })
    expect(days.at(-2)).toEqual({ date: '2026-11-22', clearedPages: 1 })
    // 2026-07-12T15:00Z is Monday 13 July in Japan, the first day; the clear an hour earlier is before it.
    expect(days[0]).toEqual({ date: '2026-07-13', clearedPages: 1 })
    expect(days.reduce((sum, d) => sum + d.clearedPages, 0)).toBe(4)
  })

  it('ends a week on Sunday with whole columns', () => {
    const { from, days } = learningCalendar([], at('2026-11-29T14:00:00Z'))
    expect([from, days.length, days.at(-1)!.date]).toEqual(['2026-07-13', 20 * 7, '2026-11-29'])
  })

  it('colours days in four steps the legend names', () => {
    expect([0, 1, 2, 3, 5, 6, 40].map(levelOf)).toEqual([0, 1, 1, 2, 2, 3, 3])
  })
})

describe('all-lessons pages', () => {
  it('numbers pages from 1 and keeps the totals past the end', () => {
    const items = Array.from({ length: 45 }, (_, i) => i)
    expect(pageOf(items, 1, 20)).toEqual({ items: items.slice(0, 20), page: 1, totalItems: 45, totalPages: 3 })
    expect(pageOf(items, 3, 20).items).toEqual([40, 41, 42, 43, 44])
    expect(pageOf(items, 4, 20)).toEqual({ items: [], page: 4, totalItems: 45, totalPages: 3 })
    expect(pageOf([], 1, 20).totalPages).toBe(1)
  })
})
