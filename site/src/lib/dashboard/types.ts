/** GET /api/dashboard and /api/dashboard/all_lessons answers (cms/api/dashboard/dashboardEndpoints.ts). */
export type Device = 'web' | 'app'
export type LessonStatus = 'in_progress' | 'completed'

export interface LessonItem {
  id: number | string
  title: string
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

export interface Dashboard {
  userEmailStatus: 'confirmed' | 'unconfirmed' | 'unregistered'
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

export interface AllLessons {
  status: LessonStatus
  device: Device
  lessons: LessonItem[]
  page: number
  totalPages: number
  totalLessons: number
}
