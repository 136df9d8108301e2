import type { Device, LessonProgress } from './learnerProgress'

import type { LessonStatus } from '@domain/api/dashboard'

export { LESSON_STATUSES, type LessonStatus } from '@domain/api/dashboard'

/** Lessons the dashboard shows per list before "view all" (/dashboard/all_lessons). */
export const DASHBOARD_LIST_SIZE = 5
/** Lessons per page of /dashboard/all_lessons. */
export const ALL_LESSONS_PAGE_SIZE = 20

/** A lesson as the lists show it: title, language, progress, when last studied, where to go. */
export function lessonItem(progress: LessonProgress, languageTitles: Map<string, string>) {
  const { lesson } = progress
  return {
    id: lesson.id,
    title: lesson.title,
    languageName: lesson.languageName ?? null,
    languageTitle: languageTitles.get(lesson.languageName ?? '') ?? lesson.languageName ?? null,
    device: progress.device,
    clearedPages: progress.clearedPages,
    totalPages: progress.totalPages,
    lastStudiedAt: progress.lastStudiedAt,
    completedAt: progress.completedAt,
    url: progress.url,
    resumeUrl: progress.resumeUrl,
  }
}

/**
 * The lessons of one list: in progress ones by when they were last studied, completed ones by when they
 * were completed; newest first.
 */
export function lessonsOf(lessons: LessonProgress[], status: LessonStatus, device: Device): LessonProgress[] {
  const listed = lessons.filter((l) => l.device === device && l.completed === (status === 'completed'))
  if (status === 'completed') return listed.sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))
  return listed
}

/** One page of a list, numbered from 1; a page past the end is empty (with the real totals). */
export function pageOf<T>(items: T[], page: number, size: number) {
  return { items: items.slice((page - 1) * size, page * size), page, totalItems: items.length, totalPages: Math.max(1, Math.ceil(items.length / size)) }
}
