import type { Payload } from 'payload'

export interface TreePage {
  id: number
  title: string
  order: number
  planType: string
}
export interface TreeChapter {
  id: number
  title: string
  order: number
  pages: TreePage[]
}
export interface TreeLesson {
  id: number
  title: string
  order: number
  category: string
  chapters: TreeChapter[]
  pageCount: number
}
export interface TreeCourse {
  id: number
  title: string
  languageName: string
  lessons: TreeLesson[]
  pageCount: number
}

const ALL = 100_000
type Row = Record<string, unknown> & { id: number }
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number))
const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order

/**
 * The curriculum as one tree for the admin's tree view (docs/admin.md "Curriculum tree"): courses, their
 * lessons, chapters and pages in order, with page counts. Four queries, only the fields the tree shows.
 */
export async function loadCurriculumTree(payload: Payload, locale: string): Promise<TreeCourse[]> {
  const list = async (collection: 'courses' | 'lessons' | 'chapters' | 'pages', select: Record<string, true>) =>
    (await payload.find({ collection, limit: ALL, depth: 0, locale: locale as 'ja', sort: 'order', select, overrideAccess: true, draft: true, pagination: false })).docs as unknown as Row[]
  const [courses, lessons, chapters, pages] = await Promise.all([
    list('courses', { title: true, languageName: true, order: true }),
    list('lessons', { title: true, order: true, category: true, course: true }),
    list('chapters', { title: true, order: true, lesson: true }),
    list('pages', { title: true, order: true, chapter: true, planType: true }),
  ])
  const pagesOf = group(pages, 'chapter', (page): TreePage => ({ id: page.id, title: String(page.title ?? ''), order: Number(page.order), planType: String(page.planType ?? '') }))
  const chaptersOf = group(chapters, 'lesson', (chapter): TreeChapter => ({ id: chapter.id, title: String(chapter.title ?? ''), order: Number(chapter.order), pages: (pagesOf.get(chapter.id) ?? []).sort(byOrder) }))
  const lessonsOf = group(lessons, 'course', (lesson): TreeLesson => {
    const own = (chaptersOf.get(lesson.id) ?? []).sort(byOrder)
    return { id: lesson.id, title: String(lesson.title ?? ''), order: Number(lesson.order), category: String(lesson.category), chapters: own, pageCount: own.reduce((sum, chapter) => sum + chapter.pages.length, 0) }
  })
  return courses.map((course) => {
    const own = (lessonsOf.get(course.id) ?? []).sort((a, b) => a.category.localeCompare(b.category) || a.order - b.order)
    return { id: course.id, title: String(course.title ?? ''), languageName: String(course.languageName), lessons: own, pageCount: own.reduce((sum, lesson) => sum + lesson.pageCount, 0) }
  })
}

function group<T>(rows: Row[], parent: string, shape: (row: Row) => T): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const row of rows) {
    const key = idOf(row[parent])
    groups.set(key, [...(groups.get(key) ?? []), shape(row)])
  }
  return groups
}
