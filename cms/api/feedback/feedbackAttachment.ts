import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { ValidationError } from 'payload'
import { FEEDBACK_LIMITS, type FeedbackFileType } from '@domain/feedback/feedbackRules'
import type { LearnerContext } from '../conventions/learnerEndpoint'
import { attachmentType, EXTENSIONS } from './attachmentType'

/** The form field the file comes in. */
export const ATTACHMENT_FIELD = 'attachment'

type UploadedFile = { data: Buffer; size: number }
export interface Attachment {
  data: Buffer
  type: FeedbackFileType
}

/**
 * The request's attached file, checked (docs/feedback.md "Attachment"): at most 5 MB (413 "file too big"), and
 * by its bytes a PNG, JPEG or WebP image that decodes or a PDF (422 otherwise). Null when none was sent.
 */
export async function readAttachment(ctx: LearnerContext): Promise<Attachment | null> {
  const sent = (ctx.req.files as Record<string, UploadedFile | UploadedFile[] | undefined> | undefined)?.[ATTACHMENT_FIELD]
  if (!sent) return null
  if (Array.isArray(sent)) throw ctx.fail(422, ATTACHMENT_FIELD, 'fieldProblem')
  if (sent.size > FEEDBACK_LIMITS.fileBytes) throw ctx.fail(413, ATTACHMENT_FIELD, 'fileTooBig')
  const type = attachmentType(sent.data)
  if (!type || (type !== 'application/pdf' && !(await decodes(sent.data)))) throw ctx.fail(422, ATTACHMENT_FIELD, 'fileType')
  return { data: sent.data, type }
}

/** Whether an image's bytes decode (a PNG signature on anything else does not make an image). */
const decodes = (data: Buffer) =>
  sharp(data, { limitInputPixels: 100_000_000 })
    .metadata()
    .then((meta) => Boolean(meta.width && meta.height))
    .catch(() => false)

/**
 * Stores the file in feedback_attachments (staff-only, outside the public site) under a name the server makes;
 * Payload checks the type once more and a PDF's structure, refusals of which answer as a wrong type.
 */
export async function storeAttachment(ctx: LearnerContext, attachment: Attachment): Promise<number> {
  const name = `feedback-${randomBytes(12).toString('hex')}.${EXTENSIONS[attachment.type]}`
  try {
    const stored = await ctx.req.payload.create({
      collection: 'feedback_attachments',
      data: {},
      file: { data: attachment.data, mimetype: attachment.type, name, size: attachment.data.length },
      overrideAccess: true,
      depth: 0,
      req: ctx.req,
    })
    return stored.id
  } catch (error) {
    if (error instanceof ValidationError) throw ctx.fail(422, ATTACHMENT_FIELD, 'fileType')
    throw error
  }
}
