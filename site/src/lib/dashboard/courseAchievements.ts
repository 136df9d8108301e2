import { el, type PageStrings } from './strings'
import type { Dashboard } from './types'

/** The courses the learner has worked in: lessons completed out of the course's, and "achieved" once all are. */
export function courseAchievements(s: PageStrings, courses: Dashboard['courseAchievements']): HTMLElement {
  if (courses.length === 0) return el('p', { class: 'empty' }, s.text('dashboard.noCourses'))
  return el(
    'ul',
    { class: 'courses' },
    ...courses.map((course) =>
      el(
        'li',
        { 'data-course-id': String(course.id), ...(course.achieved ? { 'data-achieved': '' } : {}) },
        el('a', { href: s.path(course.url) }, course.title),
        ` ${s.text('dashboard.courseLessons', { completed: course.completedLessons, total: course.totalLessons })}`,
        ...(course.achieved ? [' ', el('strong', { class: 'badge' }, s.text('dashboard.courseAchieved'))] : []),
      ),
    ),
  )
}
