import { z } from 'zod'

/** The longest name a certificate takes (learner.md §5, §8). */
export const CERTIFICATE_NAME_MAX = 80

/**
 * The name printed on a certificate: required, at most 80 characters (counted as the learner sees them, so one
 * kanji or emoji is one), fixed once submitted. Messages are keys of the api.* catalog (docs/messages.md).
 */
export const certificateNameSchema = z
  .string({ error: 'certificateNameRequired' })
  .transform((name) => name.normalize('NFC').replace(/\s+/g, ' ').trim())
  .refine((name) => name.length > 0, { error: 'certificateNameRequired', abort: true })
  .refine((name) => [...name].length <= CERTIFICATE_NAME_MAX, { error: 'certificateNameTooLong' })

export const certificateRequestSchema = z.object({ name: certificateNameSchema })
