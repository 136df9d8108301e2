import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

/**
 * An application must name a published opening: drafts and withdrawn positions take none. Its title is kept
 * with the application (in the applicant's locale), which outlives the opening.
 */
export const onlyOpenPositions: CollectionBeforeValidateHook = async ({ data, req, operation }) => {
  if (operation !== 'create') return data
  const id = typeof data?.opening === 'object' && data.opening ? data.opening.id : data?.opening
  const opening = id
    ? await req.payload.find({ collection: 'job_openings', where: { id: { equals: id }, _status: { equals: 'published' } }, depth: 0, limit: 1, req, overrideAccess: true, locale: data?.locale ?? 'ja' })
    : null
  if (!opening?.docs.length) {
    throw new ValidationError({ collection: 'job_applications', errors: [{ path: 'opening', message: 'This position is not open.' }] })
  }
  return { ...data, openingTitle: opening.docs[0].title }
}
