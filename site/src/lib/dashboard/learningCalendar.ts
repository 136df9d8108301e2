import { dateFormatter, formatDate } from '../../i18n/dates'
import { el, type PageStrings } from './strings'
import type { CalendarDay } from './types'

/** The colour step of a day: none, 1–2, 3–5, 6 or more cleared pages (the legend names them). */
export const levelOf = (pages: number) => (pages === 0 ? 0 : pages <= 2 ? 1 : pages <= 5 ? 2 : 3)

/**
 * The learning calendar as a table a screen reader can walk: a row per weekday (Monday first), a column per
 * week, each day a coloured cell whose text says the date and the pages cleared. The API's days start on a
 * Monday and end today (Japan time); the cells after today stay empty.
 */
export function learningCalendar(s: PageStrings, days: CalendarDay[], weeks: number): HTMLElement {
  const weekday = dateFormatter(s.locale, { weekday: 'short', timeZone: 'UTC' })
  const columns = Math.ceil(days.length / 7)
  const rows = Array.from({ length: 7 }, (_, row) => {
    const name = days[row] ? weekday.format(new Date(`${days[row].date}T00:00:00Z`)) : ''
    const cells = Array.from({ length: columns }, (_, column) => {
      const day = days[column * 7 + row]
      if (!day) return el('td', { class: 'future' })
      const date = formatDate(s.locale, `${day.date}T00:00:00+09:00`)
      const label = day.clearedPages === 1 ? s.text('dashboard.calendarDayOne', { date }) : s.text('dashboard.calendarDay', { date, count: day.clearedPages })
      return el('td', { 'data-date': day.date, 'data-level': String(levelOf(day.clearedPages)) }, el('span', { class: 'visually-hidden' }, label))
    })
    return el('tr', {}, el('th', { scope: 'row' }, name), ...cells)
  })
  const caption = el('caption', { class: 'visually-hidden', id: 'calendar-caption' }, s.text('dashboard.calendarCaption', { weeks }))
  const table = el('table', { class: 'calendar' }, caption, el('tbody', {}, ...rows))
  // Narrow screens scroll the weeks sideways; the scrolling box is then reachable by keyboard.
  return el('div', { class: 'calendar-scroll', tabindex: '0', role: 'region', 'aria-labelledby': 'calendar-caption' }, table)
}

/** The legend of the colour steps, each with its text. */
export function calendarLegend(s: PageStrings): HTMLElement {
  const items = [0, 1, 2, 3].map((level) => el('li', {}, el('span', { class: 'swatch', 'data-level': String(level), 'aria-hidden': 'true' }), s.text(`dashboard.level${level}`)))
  return el('div', { class: 'legend' }, el('span', { id: 'calendar-legend' }, s.text('dashboard.legend')), el('ul', { 'aria-labelledby': 'calendar-legend' }, ...items))
}
