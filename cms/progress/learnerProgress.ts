import type { PayloadRequest } from 'payload'
import type { User } from '../payload-types'
import type { Locale as ApiLocale } from '@domain/i18n/locales'
import { idOf } from './idOf'
import { exerciseUrl, LESSON_SELECT, lessonOutlines, lessonUrl, type LessonRow } from './lessonOutlines'
import { readAll } from './readAll'
import { DEVICES, type Device } from '@domain/api/dashboard'

/**
 * Where a record was made. Only the web workspace records progress today (no app exists, and
 * user_page_infos has no device field), so every lesson is a web one and the app lists are empty until an
 * app records its own progress; this is the one place to read that field then.
 */
export { DEVICES, type Device }
const RECORDED_DEVICE: Device = 'web'

/** A lesson the learner has worked in (saved code or cleared a page), as the dashboard lists it. */
export interface LessonProgress {
  lesson: LessonRow
  device: Device
  clearedPages: number
  totalPages: number
  completed: boolean
  /** The latest saved code or clear in the lesson. */
  lastStudiedAt: string
  /** When its last page was cleared, for completed lessons. */
  completedAt: string | null
  /** The lesson page and the first page not yet cleared (the first page again once all are). */
  url: string
  resumeUrl: string
}

export interface LearnerProgress {
  /** Every page the learner has cleared (project pages included). */
  clearedPageCount: number
  /** When each cleared page was first cleared. */
  clearedAt: Date[]
  /** Lessons worked in, most recently studied first. */
  lessons: LessonProgress[]
}

/**
 * The learner's progress from their own user_page_infos (a few hundred rows at most: one per page they
 * opened) and the outlines of just the lessons those rows belong to.
 */
export async function learnerProgress(req: PayloadRequest, user: User, locale: ApiLocale): Promise<LearnerProgress> {
  const infos = await req.payload.find({
    collection: 'user_page_infos',
    where: { user: { equals: user.id } },
    select: { page: true, lesson: true, completed: true, completedAt: true, updatedAt: true },
    ...readAll(req),
  })
  const cleared = infos.docs.filter((info) => info.completed)
  const lessonIds = [...new Set(infos.docs.map((info) => idOf(info.lesson)).filter((id): id is number => typeof id === 'number'))]
  const [lessons, outlines] = await Promise.all([
    lessonIds.length
      ? req.payload.find({ collection: 'lessons', where: { id: { in: lessonIds } }, select: LESSON_SELECT, locale, ...readAll(req) })
      : { docs: [] as LessonRow[] },
    lessonOutlines(req, lessonIds),
  ])
  const clearedPageIds = new Set(cleared.map((info) => idOf(info.page)))
  const progress: LessonProgress[] = []
  for (const lesson of lessons.docs as LessonRow[]) {
    const pages = outlines.get(lesson.id)
    if (!pages?.length) continue
    const mine = infos.docs.filter((info) => idOf(info.lesson) === lesson.id)
    const clearedPages = pages.filter((page) => clearedPageIds.has(page.id)).length
    const completed = clearedPages === pages.length
    const latest = (dates: (string | null | undefined)[]) => dates.filter((d): d is string => Boolean(d)).sort().at(-1) ?? null
    progress.push({
      lesson,
      device: RECORDED_DEVICE,
      clearedPages,
      totalPages: pages.length,
      completed,
      lastStudiedAt: latest(mine.map((info) => info.updatedAt))!,
      completedAt: completed ? latest(mine.map((info) => (info.completed ? info.completedAt : null))) : null,
      url: lessonUrl(lesson),
      resumeUrl: exerciseUrl(lesson, pages.find((page) => !clearedPageIds.has(page.id)) ?? pages[0]),
    })
  }
  progress.sort((a, b) => b.lastStudiedAt.localeCompare(a.lastStudiedAt))
  return {
    clearedPageCount: cleared.length,
    clearedAt: cleared.map((info) => new Date(info.completedAt ?? info.updatedAt)),
    lessons: progress,
  }
}
