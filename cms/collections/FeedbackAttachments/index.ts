import path from 'node:path'
import type { Access, CollectionConfig } from 'payload'
import { FEEDBACK_FILE_TYPES } from '@domain/feedback/feedbackRules'
import { dataDir } from '@domain/repoPaths'
import { staffOnly } from '../../access/collection'

/** Stored by the feedback call only; a sender's file is evidence, so nobody replaces it afterwards. */
const nobody: Access = () => false

/**
 * Screenshots and files attached to feedback (docs/feedback.md "Attachment"): kept under {DATA_DIR}/feedback-attachments,
 * outside the public site, and listed and served (/api/feedback_attachments/file/…) to staff only.
 */
export const FeedbackAttachments: CollectionConfig = {
  slug: 'feedback_attachments',
  admin: { group: 'Site' },
  access: { read: staffOnly, create: nobody, update: nobody, delete: staffOnly },
  upload: { staticDir: path.join(dataDir, 'feedback-attachments'), mimeTypes: [...FEEDBACK_FILE_TYPES] },
  fields: [],
}
