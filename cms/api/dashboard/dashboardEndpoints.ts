import { allLessonsQuery, type Device, type LessonList } from '@domain/api/dashboard'
import { sessionView } from '../account/views'
import { learnerEndpoint } from '../conventions/learnerEndpoint'
import { dashboardRoutes } from '@domain/api/routes'
import { learningCalendar } from '../../progress/calendar'
import { courseAchievements } from '../../progress/courseAchievements'
import { languageCompletion, languageTitles } from '../../progress/languageCompletion'
import { DEVICES, learnerProgress } from '../../progress/learnerProgress'
import { ALL_LESSONS_PAGE_SIZE, DASHBOARD_LIST_SIZE, LESSON_STATUSES, lessonItem, lessonsOf, pageOf } from '../../progress/lessonLists'
import { nextLesson, suggestedFirstLesson } from '../../progress/nextLesson'

/**
 * GET /api/dashboard (docs/learner-api.md "Dashboard"): the email status for the alert, the profile counts,
 * the first lessons in progress and completed per device (with their totals for "view all"), the next lesson,
 * a suggested first lesson for learners with nothing cleared, the learning calendar, language completion and
 * course achievements.
 */
export const dashboard = learnerEndpoint(dashboardRoutes.dashboard, async ({ req, user, locale }) => {
  const [progress, titles] = await Promise.all([learnerProgress(req, user, locale), languageTitles(req, locale)])
  const list = (status: (typeof LESSON_STATUSES)[number]): Record<Device, LessonList> =>
    Object.fromEntries(
      DEVICES.map((device) => {
        const lessons = lessonsOf(progress.lessons, status, device)
        return [device, { lessons: lessons.slice(0, DASHBOARD_LIST_SIZE).map((l) => lessonItem(l, titles)), total: lessons.length }]
      }),
    ) as Record<Device, LessonList>
  const [next, suggested, languages, courses] = await Promise.all([
    nextLesson(req, user, locale, progress.lessons, titles),
    progress.clearedPageCount === 0 ? suggestedFirstLesson(req, user, locale, titles) : null,
    languageCompletion(req, progress.lessons, titles),
    courseAchievements(req, locale, progress.lessons),
  ])
  return {
    userEmailStatus: sessionView(user).userEmailStatus,
    clearedExercises: progress.clearedPageCount,
    completedLessons: progress.lessons.filter((l) => l.completed).length,
    lessonsInProgress: list('in_progress'),
    lessonsCompleted: list('completed'),
    nextLesson: next,
    suggestedFirstLesson: suggested,
    calendar: learningCalendar(progress.clearedAt),
    languageCompletion: languages,
    courseAchievements: courses,
  }
}, { signedIn: true })

/** GET /api/dashboard/all_lessons?status=in_progress|completed&device=web|app&page=N: one page of a whole list. */
export const allLessons = learnerEndpoint(dashboardRoutes.allLessons, async ({ req, user, locale }) => {
  const { status, device, page } = allLessonsQuery.parse(Object.fromEntries(['status', 'device', 'page'].map((k) => [k, req.searchParams.get(k) ?? undefined])))
  const [progress, titles] = await Promise.all([learnerProgress(req, user, locale), languageTitles(req, locale)])
  const listed = pageOf(lessonsOf(progress.lessons, status, device), page, ALL_LESSONS_PAGE_SIZE)
  return { status, device, lessons: listed.items.map((l) => lessonItem(l, titles)), page: listed.page, totalPages: listed.totalPages, totalLessons: listed.totalItems, perPage: ALL_LESSONS_PAGE_SIZE }
}, { signedIn: true })
