import type { CollectionBeforeValidateHook } from 'payload'

/** The lesson's languageName is the course's: copied so lesson URLs resolve without a join. */
export const copyLanguageFromCourse: CollectionBeforeValidateHook = async ({ data, req, originalDoc }) => {
  const courseRef = data?.course ?? originalDoc?.course
  if (!data || !courseRef) return data
  const courseId = typeof courseRef === 'object' ? courseRef.id : courseRef
  const course = await req.payload.findByID({ collection: 'courses', id: courseId, depth: 0, req })
  return { ...data, languageName: course.languageName }
}
