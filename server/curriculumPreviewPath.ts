import type { Payload } from 'payload'

export type CurriculumPreviewTarget = { page: number } | { chapter: number } | { lesson: number } | { slide: number } | { course: number }

type Doc = Record<string, unknown> & { id: number | string }

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number))

/**
 * The site page that shows a curriculum document, for the admin's Preview (docs/admin.md "Preview"): a page
 * its exercise page, a chapter its first page, a lesson and its slides the lesson page (slides open at
 * #slides), a course its course page. Drafts count, as the preview shows them. Null when it is gone.
 */
export async function curriculumPreviewPath(payload: Payload, target: CurriculumPreviewTarget): Promise<string | null> {
  const find = async (collection: 'pages' | 'chapters' | 'lessons' | 'slides' | 'courses', id: number | string) =>
    (await payload.findByID({ collection, id, depth: 0, draft: true, overrideAccess: true, disableErrors: true })) as unknown as Doc | null
  const lessonPath = (lesson: Doc) => `/lessons/${lesson.languageName}/${lesson.category}/${lesson.order}`

  if ('course' in target) {
    const course = await find('courses', target.course)
    return course ? `/courses/${course.languageName}` : null
  }
  if ('lesson' in target || 'slide' in target) {
    const lessonId = 'lesson' in target ? target.lesson : idOf((await find('slides', target.slide))?.lesson)
    const lesson = lessonId ? await find('lessons', lessonId) : null
    return lesson ? `${lessonPath(lesson)}${'slide' in target ? '#slides' : ''}` : null
  }
  const page =
    'page' in target
      ? await find('pages', target.page)
      : ((await payload.find({ collection: 'pages', where: { chapter: { equals: target.chapter } }, sort: 'order', limit: 1, depth: 0, draft: true, overrideAccess: true })).docs[0] as unknown as Doc | undefined)
  if (!page) return null
  const lesson = await find('lessons', idOf(page.lesson))
  const chapter = await find('chapters', idOf(page.chapter))
  if (!lesson || !chapter) return null
  // Project pages live on their project's route; their lesson page lists where they are.
  if (page.topic) return lessonPath(lesson)
  return `/${lesson.languageName}/${lesson.slug}/${chapter.order}/${page.order}`
}
