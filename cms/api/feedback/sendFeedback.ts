import { commitTransaction, initTransaction, killTransaction } from 'payload'
import type { z } from 'zod'
import { feedbackRoutes } from '@domain/api/routes'
import { feedbackFields, isFeedbackProblem } from '@domain/api/feedback'
import { isDummyEmail } from '@domain/account/dummyEmailPattern'
import { FEEDBACK_LIMITS, type FeedbackCategory } from '@domain/feedback/feedbackRules'
import { t } from '@domain/i18n/messages'
import { LearnerApiError, learnerEndpoint, type LearnerContext } from '../conventions/learnerEndpoint'
import { clientKey, RateLimiter } from '../conventions/rateLimit'
import { ATTACHMENT_FIELD, readAttachment, storeAttachment } from './feedbackAttachment'
import { announceToStaff } from './staffNotice'
import type { Feedback } from '../../payload-types'

/** At most 5 feedbacks per client in 10 minutes (docs/feedback.md "Limits"): plenty for a person, little for a script. */
export const FEEDBACK_RATE = { limit: 5, windowMs: 10 * 60 * 1000 }
const sent = new RateLimiter(FEEDBACK_RATE.limit, FEEDBACK_RATE.windowMs)

/** A multipart body larger than the file's limit plus room for the fields is refused before it is read. */
const MULTIPART_BYTES = FEEDBACK_LIMITS.fileBytes + 64 * 1024

/**
 * POST /api/feedbacks (docs/learner-api.md "Feedback", docs/feedback.md): a visitor's or learner's feedback
 * from the modal, with an optional screenshot or file. Checked whole before anything is stored; stored with
 * status "new", the signed-in sender and the request's locale, then announced to staff by mail. Answers 204.
 */
export const sendFeedback = learnerEndpoint(
  feedbackRoutes.send,
  async (ctx) => {
    const { req, user, locale } = ctx
    const parsed = feedbackFields({ signedIn: Boolean(user) }).safeParse(ctx.body)
    if (!parsed.success) throw fieldErrors(ctx, parsed.error)
    const fields = parsed.data
    // A signed-in sender may leave the address out: the reply goes to the account's (an external sign-in's dummy one gets the notification only).
    const email = fields.email ?? (user && !isDummyEmail(user.email) ? user.email : undefined)
    const attachment = await readAttachment(ctx)
    if (sent.take(clientKey(req, user))) throw ctx.fail(429, 'base', 'tooManyMessages')

    const started = await initTransaction(req)
    let feedback: Feedback
    try {
      feedback = await req.payload.create({
        collection: 'feedbacks',
        data: {
          variant: fields.variant,
          status: 'new',
          category: fields.category as FeedbackCategory,
          email,
          message: fields.message,
          pageUrl: fields.page_url,
          user: user?.id,
          locale,
          attachment: attachment ? await storeAttachment(ctx, attachment) : undefined,
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
      if (started) await commitTransaction(req)
    } catch (error) {
      if (started) await killTransaction(req)
      throw error
    }
    // Stored is what counts: a mail server that is down leaves the feedback in the admin, and the sender is not told otherwise.
    await announceToStaff(req, feedback).catch((error: unknown) => req.payload.logger.error({ err: error }, 'could not announce a feedback to staff'))
    return null
  },
  { multipartLimit: { bytes: MULTIPART_BYTES, field: ATTACHMENT_FIELD, message: 'fileTooBig' } },
)

/** The schema's refusals as the errors object, each field's message in the caller's locale (unknown fields each named). */
function fieldErrors(ctx: LearnerContext, error: z.ZodError): LearnerApiError {
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: string) => (errors[field] ??= []).includes(message) || errors[field].push(message)
  for (const issue of error.issues) {
    const message = t(ctx.locale, `api.${isFeedbackProblem(issue.message) ? issue.message : 'fieldProblem'}`)
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add(key, message)
    else add(String(issue.path[0] ?? 'base'), message)
  }
  return new LearnerApiError(422, errors)
}
