import type { PayloadRequest } from 'payload'
import type { User } from '../payload-types'
import type { Locale as ApiLocale } from '@domain/i18n/locales'
import type { LessonProgress } from './learnerProgress'
import { idOf } from './idOf'
import { exerciseUrl, LESSON_SELECT, lessonOutlines, lessonUrl, type LessonRow } from './lessonOutlines'
import { readAll } from './readAll'

/** A lesson the dashboard points to: where it is, where to start, and until when it stays open (below). */
function pointer(lesson: LessonRow, firstUncleared: string, user: User, languageTitles: Map<string, string>, started = false) {
  return {
    id: lesson.id,
    title: lesson.title,
    languageName: lesson.languageName ?? null,
    languageTitle: languageTitles.get(lesson.languageName ?? '') ?? lesson.languageName ?? null,
    planType: lesson.planType ?? 'basic',
    url: lessonUrl(lesson),
    resumeUrl: firstUncleared,
    started,
    closesAt: closesAt(lesson, user),
  }
}

/**
 * The "closing date" the dashboard shows (docs/site.md "Dashboard") with the next lesson. Lessons themselves never close, so the only
 * deadline the data holds is the free-trial offer's (12 hours from sign-up): a Plus lesson a free learner
 * can still open through the trial closes to them when that offer does. Otherwise null (nothing closes).
 */
function closesAt(lesson: LessonRow, user: User): string | null {
  if (lesson.planType !== 'plus' || user.entitlements?.plus || !user.canAccessFreeTrial || !user.freeTrialRequestDeadline) return null
  return new Date(user.freeTrialRequestDeadline * 1000).toISOString()
}

const LESSON_ORDER = ['order', 'slug']

/**
 * The lesson after the one the learner studied last, in its course's order, skipping lessons already
 * completed and project units; null when the course has none left. (The lesson studied last, when unfinished,
 * is the first of "lessons in progress".)
 */
export async function nextLesson(req: PayloadRequest, user: User, locale: ApiLocale, lessons: LessonProgress[], languageTitles: Map<string, string>) {
  const last = lessons[0]
  if (!last) return null
  const course = await lessonsOfCourse(req, idOf(last.lesson.course as number), locale)
  const completed = new Set(lessons.filter((l) => l.completed).map((l) => l.lesson.id))
  const after = course.slice(course.findIndex((l) => l.id === last.lesson.id) + 1).filter((l) => !completed.has(l.id))
  const outlines = await lessonOutlines(req, after.map((l) => l.id))
  const next = after.find((l) => outlines.get(l.id)?.length)
  if (!next) return null
  const studied = lessons.find((l) => l.lesson.id === next.id)
  return pointer(next, studied?.resumeUrl ?? exerciseUrl(next, outlines.get(next.id)![0]), user, languageTitles, Boolean(studied))
}

/** For a learner with nothing cleared yet: the first lesson (with exercises) of the first course in catalogue order. */
export async function suggestedFirstLesson(req: PayloadRequest, user: User, locale: ApiLocale, languageTitles: Map<string, string>) {
  const courses = await req.payload.find({ collection: 'courses', select: { order: true }, sort: ['order', 'slug'], ...readAll(req) })
  for (const course of courses.docs) {
    const lessons = await lessonsOfCourse(req, course.id, locale)
    const outlines = await lessonOutlines(req, lessons.map((l) => l.id))
    const first = lessons.find((l) => outlines.get(l.id)?.length)
    if (first) return pointer(first, exerciseUrl(first, outlines.get(first.id)![0]), user, languageTitles)
  }
  return null
}

/** A course's lessons in catalogue order, with the fields a pointer needs. */
async function lessonsOfCourse(req: PayloadRequest, courseId: number | null | undefined, locale: ApiLocale): Promise<LessonRow[]> {
  const { docs } = await req.payload.find({
    collection: 'lessons',
    where: { course: { equals: courseId } },
    select: LESSON_SELECT,
    sort: LESSON_ORDER,
    locale,
    ...readAll(req),
  })
  return docs as LessonRow[]
}
