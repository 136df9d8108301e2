import type { CollectionBeforeValidateHook } from 'payload'

/** A page's lesson is its chapter's: derived so a page can never sit in a chapter of another lesson. */
export const deriveLessonFromChapter: CollectionBeforeValidateHook = async ({ data, req, originalDoc }) => {
  const chapterRef = data?.chapter ?? originalDoc?.chapter
  if (!data || !chapterRef) return data
  const chapterId = typeof chapterRef === 'object' ? chapterRef.id : chapterRef
  const chapter = await req.payload.findByID({ collection: 'chapters', id: chapterId, depth: 0, req })
  return { ...data, lesson: typeof chapter.lesson === 'object' ? chapter.lesson.id : chapter.lesson }
}
