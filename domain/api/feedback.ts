import { z } from 'zod'
import { FEEDBACK_LIMITS, FEEDBACK_VARIANTS, isCategoryOf, type FeedbackVariant } from '../feedback/feedbackRules'

/**
 * POST /api/feedbacks (docs/learner-api.md "Feedback"): these fields as JSON, or as multipart with the fields
 * JSON-encoded in `_payload` (Payload's convention) and the optional file in `attachment`.
 */
export interface FeedbackFields {
  variant: FeedbackVariant
  category: string
  /** Optional for a signed-in sender (their account's address is used); a visitor must give one. */
  email?: string
  message: string
  /** The page the modal was opened on: a path of this site. */
  page_url?: string
}

/** The catalog message (`api.*`) each refusal of a field names; the call looks it up in the caller's locale. */
export const FEEDBACK_PROBLEMS = ['emailRequired', 'emailInvalid', 'messageRequired', 'messageTooLong', 'categoryRequired', 'fieldProblem'] as const
export type FeedbackProblem = (typeof FEEDBACK_PROBLEMS)[number]
export const isFeedbackProblem = (message: string): message is FeedbackProblem => (FEEDBACK_PROBLEMS as readonly string[]).includes(message)

const problem = (key: FeedbackProblem) => ({ error: key })
const sitePath = /^\/(?!\/)\S*$/

const optionalEmail = z
  .string(problem('emailInvalid'))
  .trim()
  .toLowerCase()
  .transform((email) => email || undefined)
  .pipe(z.email(problem('emailInvalid')).max(254, problem('emailInvalid')).optional())
  .optional()
const requiredEmail = z
  .string(problem('emailRequired'))
  .trim()
  .toLowerCase()
  .min(1, problem('emailRequired'))
  .pipe(z.email(problem('emailInvalid')).max(254, problem('emailInvalid')))

/**
 * The fields, checked: a known variant, a category of that variant, a message, an address (a visitor's
 * required, a signed-in sender's optional) and a same-site page path. Every issue's message is a
 * FeedbackProblem; unknown fields are refused, not ignored.
 */
export const feedbackFields = ({ signedIn }: { signedIn: boolean }) =>
  z
    .object(
      {
        variant: z.enum(FEEDBACK_VARIANTS, problem('fieldProblem')),
        category: z.string(problem('categoryRequired')).trim().min(1, problem('categoryRequired')),
        email: signedIn ? optionalEmail : requiredEmail,
        message: z.string(problem('messageRequired')).trim().min(1, problem('messageRequired')).max(FEEDBACK_LIMITS.messageChars, problem('messageTooLong')),
        page_url: z.string(problem('fieldProblem')).max(FEEDBACK_LIMITS.pageUrlChars, problem('fieldProblem')).regex(sitePath, problem('fieldProblem')).optional(),
      },
      problem('fieldProblem'),
    )
    .strict()
    .superRefine((fields, ctx) => {
      if (!isCategoryOf(fields.variant, fields.category)) ctx.addIssue({ code: 'custom', path: ['category'], message: 'categoryRequired' })
    })
