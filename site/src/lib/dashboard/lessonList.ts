import { formatDate } from '../../i18n/dates'
import { el, type PageStrings } from './strings'
import type { Device, LessonItem, LessonStatus } from './types'

/**
 * A list of lessons (in progress or completed) with title, language, pages cleared and a date, linking to the
 * lesson page and to where to go on; or the list's empty text (the app list says why it is empty).
 */
export function lessonList(s: PageStrings, lessons: LessonItem[], status: LessonStatus, device: Device): HTMLElement {
  if (lessons.length === 0) {
    const empty = device === 'app' ? 'dashboard.appEmpty' : status === 'completed' ? 'dashboard.noCompleted' : 'dashboard.noInProgress'
    return el('p', { class: 'empty', 'data-empty': '' }, s.text(empty))
  }
  return el('ul', { class: 'lessons', 'data-lesson-list': status }, ...lessons.map((lesson) => lessonRow(s, lesson, status)))
}

function lessonRow(s: PageStrings, lesson: LessonItem, status: LessonStatus) {
  const completed = status === 'completed'
  const when = completed
    ? s.text('dashboard.completedOn', { date: formatDate(s.locale, lesson.completedAt) })
    : s.text('dashboard.lastStudied', { date: formatDate(s.locale, lesson.lastStudiedAt) })
  const title = el('a', { href: s.path(lesson.url) }, lesson.title)
  const go = el('a', { class: 'go', href: s.path(lesson.resumeUrl), 'aria-label': `${s.text(completed ? 'dashboard.review' : 'dashboard.resume')}: ${lesson.title}` }, s.text(completed ? 'dashboard.review' : 'dashboard.resume'))
  return el(
    'li',
    { 'data-lesson-id': String(lesson.id) },
    el('span', { class: 'title' }, title),
    el('span', { class: 'meta' }, [lesson.languageTitle, s.text('dashboard.pages', { cleared: lesson.clearedPages, total: lesson.totalPages }), when].filter(Boolean).join(' · ')),
    go,
  )
}
