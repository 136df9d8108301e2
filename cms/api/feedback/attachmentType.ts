import type { FeedbackFileType } from '@domain/feedback/feedbackRules'

/** The file signatures ("magic bytes") of the types a feedback may carry. */
const SIGNATURES: [FeedbackFileType, (bytes: Buffer) => boolean][] = [
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/webp', (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP'],
  ['application/pdf', (b) => b.toString('latin1', 0, 5) === '%PDF-'],
]

/**
 * What a file is by its first bytes, or null when it is none of the accepted types: the name and the type the
 * browser claimed are never trusted (docs/feedback.md "Attachment").
 */
export const attachmentType = (bytes: Buffer): FeedbackFileType | null => SIGNATURES.find(([, matches]) => matches(bytes))?.[0] ?? null

/** The extension the stored file is named with, from its type. */
export const EXTENSIONS: Record<FeedbackFileType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'application/pdf': 'pdf' }
