import type { CollectionBeforeValidateHook } from 'payload'

/** Stores the page's lesson beside it, so "completed pages of a lesson" is one indexed query. */
export const deriveLessonFromPage: CollectionBeforeValidateHook = async ({ data, req, originalDoc }) => {
  const pageRef = data?.page ?? originalDoc?.page
  if (!data || !pageRef) return data
  const pageId = typeof pageRef === 'object' ? pageRef.id : pageRef
  const page = await req.payload.findByID({ collection: 'pages', id: pageId, depth: 0, req, overrideAccess: true })
  return { ...data, lesson: typeof page.lesson === 'object' ? page.lesson?.id : page.lesson }
}
