import type { PayloadRequest } from 'payload'
import type { Locale as ApiLocale } from '@domain/i18n/locales'
import type { LessonProgress } from './learnerProgress'
import { idOf } from './idOf'
import { readAll } from './readAll'

/**
 * Course achievements (docs/progress.md "Readers"): for each course the learner has worked in, how many
 * of its lessons they have completed, and whether that is all of them. Project units (lessons whose pages all
 * belong to a project topic) are not lessons to complete here, as in the lists.
 */
export async function courseAchievements(req: PayloadRequest, locale: ApiLocale, lessons: LessonProgress[]) {
  const courseIds = [...new Set(lessons.map((l) => idOf(l.lesson.course as number)).filter((id): id is number => typeof id === 'number'))]
  if (courseIds.length === 0) return []
  const [courses, courseLessons] = await Promise.all([
    req.payload.find({ collection: 'courses', where: { id: { in: courseIds } }, select: { slug: true, title: true, languageName: true }, sort: ['order', 'slug'], locale, ...readAll(req) }),
    req.payload.find({ collection: 'lessons', where: { course: { in: courseIds } }, select: { course: true }, ...readAll(req) }),
  ])
  // Which of those lessons have regular pages: only the lesson column of their pages is read.
  const withPages = await req.payload.find({
    collection: 'pages',
    where: { lesson: { in: courseLessons.docs.map((l) => l.id) }, topic: { exists: false } },
    select: { lesson: true },
    ...readAll(req),
  })
  const regular = new Set(withPages.docs.map((p) => idOf(p.lesson)))
  const completed = new Set(lessons.filter((l) => l.completed).map((l) => l.lesson.id))
  return courses.docs.map((course) => {
    const ids = courseLessons.docs.filter((l) => idOf(l.course) === course.id && regular.has(l.id)).map((l) => l.id)
    const done = ids.filter((id) => completed.has(id)).length
    return { id: course.id, slug: course.slug, title: course.title, languageName: course.languageName, completedLessons: done, totalLessons: ids.length, achieved: ids.length > 0 && done === ids.length, url: `/courses/${course.languageName}` }
  })
}
