import type { CollectionAfterDeleteHook } from 'payload'
import type { Feedback } from '../../../payload-types'

/** A deleted feedback takes its attached file with it: nothing else points at it. */
export const removeAttachment: CollectionAfterDeleteHook<Feedback> = async ({ doc, req }) => {
  const id = typeof doc.attachment === 'object' && doc.attachment ? doc.attachment.id : doc.attachment
  if (id) await req.payload.delete({ collection: 'feedback_attachments', id, overrideAccess: true, req })
}
