import { el, type PageStrings } from './strings'
import type { Dashboard } from './types'

/** Language completion as labelled bars: the bar is decoration, the percentage and pages are text beside it. */
export function languageChart(s: PageStrings, languages: Dashboard['languageCompletion']): HTMLElement {
  if (languages.length === 0) return el('p', { class: 'empty' }, s.text('dashboard.noLanguages'))
  return el(
    'ul',
    { class: 'language-chart' },
    ...languages.map((language) => {
      const fill = el('span', { class: 'fill' })
      fill.style.width = `${language.percentage}%`
      return el(
        'li',
        { 'data-language': language.languageName },
        el('span', { class: 'name' }, language.title),
        el('span', { class: 'bar', 'aria-hidden': 'true' }, fill),
        el('span', { class: 'value' }, s.text('dashboard.languagePercent', { percentage: language.percentage, cleared: language.clearedPages, total: language.totalPages })),
      )
    }),
  )
}
