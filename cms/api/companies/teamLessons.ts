import type { PayloadRequest } from 'payload'
import type { Company } from '../../payload-types'
import type { Locale } from '@domain/i18n/locales'
import { runSql, sql } from '../../sql/runSql'
import { displayedCoursesOf } from './companyView'

export interface TeamCourse {
  id: number
  title: string
  lessons: { id: number; title: string; totalPages: number }[]
}

/** The lessons of the team's displayed courses, in course and lesson order, with their page counts. */
export async function teamCourses(req: PayloadRequest, company: Company, locale: Locale): Promise<TeamCourse[]> {
  const courses = displayedCoursesOf(company)
  if (courses.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'lessons',
    where: { course: { in: courses.map((c) => c.id) } },
    select: { title: true, course: true, order: true },
    sort: 'order',
    depth: 0,
    limit: 0,
    pagination: false,
    locale,
    overrideAccess: true,
    req,
  })
  const ids = docs.map((lesson) => lesson.id)
  const pages = ids.length ? await runSql<{ lesson: number; pages: number | string }>(req.payload, sql`SELECT lesson_id AS lesson, COUNT(*) AS pages FROM pages WHERE lesson_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) GROUP BY lesson_id`, req) : []
  const pagesOf = new Map(pages.map((row) => [Number(row.lesson), Number(row.pages)]))
  return courses.map((course) => ({
    id: course.id,
    title: course.title,
    lessons: docs.filter((lesson) => lesson.course === course.id).map((lesson) => ({ id: lesson.id, title: lesson.title ?? '', totalPages: pagesOf.get(lesson.id) ?? 0 })),
  }))
}

/** `IN (…)` of ids for a raw statement. */
export const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `)
