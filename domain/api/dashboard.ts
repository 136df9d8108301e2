import { z } from 'zod'
import type { UserEmailStatus } from './session'

/** The personal dashboard and the lesson page's progress (docs/learner-api.md "Dashboard"). */

export const DEVICES = ['web', 'app'] as const
export type Device = (typeof DEVICES)[number]
export const LESSON_STATUSES = ['in_progress', 'completed'] as const
export type LessonStatus = (typeof LESSON_STATUSES)[number]

/** GET /api/dashboard/all_lessons's query: anything unknown falls back (in_progress, web, page 1). */
export const allLessonsQuery = z.object({
  status: z.enum(LESSON_STATUSES).catch('in_progress'),
  device: z.enum(DEVICES).catch('web'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})

export interface AllLessonsQuery {
  status: LessonStatus
  device: Device
  page: number
}

export interface LessonItem {
  id: number | string
  title: string
  languageName: string | null
  languageTitle: string | null
  device: Device
  clearedPages: number
  totalPages: number
  lastStudiedAt: string
  completedAt: string | null
  /** Site paths without the locale prefix. */
  url: string
  resumeUrl: string
}

export interface LessonPointer {
  title: string
  languageTitle: string | null
  url: string
  resumeUrl: string
  /** Some page of the lesson is cleared: Start resumes at resumeUrl; otherwise it opens the slides first. */
  started: boolean
  closesAt: string | null
}

export interface LessonList {
  lessons: LessonItem[]
  total: number
}

export interface CalendarDay {
  date: string
  clearedPages: number
}

/** GET /api/dashboard. */
export interface Dashboard {
  userEmailStatus: UserEmailStatus
  clearedExercises: number
  completedLessons: number
  lessonsInProgress: Record<Device, LessonList>
  lessonsCompleted: Record<Device, LessonList>
  nextLesson: LessonPointer | null
  suggestedFirstLesson: LessonPointer | null
  calendar: { from: string; to: string; days: CalendarDay[] }
  languageCompletion: { languageName: string; title: string; clearedPages: number; totalPages: number; percentage: number }[]
  courseAchievements: { id: number | string; title: string; url: string; completedLessons: number; totalLessons: number; achieved: boolean }[]
}

/** GET /api/dashboard/all_lessons: one page of a whole list. */
export interface AllLessons {
  status: LessonStatus
  device: Device
  lessons: LessonItem[]
  page: number
  totalPages: number
  totalLessons: number
  perPage: number
}

/** GET /api/users/me_for_lesson/{languageName}/{category}/{lessonOrder}: the session user with that lesson's progress. */
export interface MeForLessonAnswer {
  user: { lesson: { id: number | string; completedPageIds: (number | string)[]; completed: boolean } } & Record<string, unknown>
}
