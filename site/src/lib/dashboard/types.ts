/** GET /api/dashboard and /api/dashboard/all_lessons answers: declared once in domain/api/dashboard.ts. */
export type { AllLessons, CalendarDay, Dashboard, Device, LessonItem, LessonList, LessonPointer, LessonStatus } from '@domain/api/dashboard'
