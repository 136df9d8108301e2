import type { PayloadRequest } from 'payload'
import { DEFAULT_LOCALE } from '@domain/i18n/locales'
import { t } from '@domain/i18n/messages'
import type { Feedback } from '../../payload-types'
import { publicOrigin } from '../conventions/publicOrigin'

/** Where new feedback is announced (README "Configuration"): FEEDBACK_EMAIL, else the staff account's address. */
export const feedbackInbox = (env: Record<string, string | undefined> = process.env) => env.FEEDBACK_EMAIL || env.STAFF_EMAIL || 'staff@localhost.test'

/**
 * Mails staff that a feedback came in, with what it says and the link to answer it in the admin
 * (docs/feedback.md "Staff"). Plain text, so nothing the sender wrote is markup; the file stays in the admin.
 */
export function announceToStaff(req: PayloadRequest, feedback: Feedback) {
  const none = '—'
  const values = {
    variant: feedback.variant,
    category: feedback.category,
    email: feedback.email ?? none,
    page: feedback.pageUrl ?? none,
    locale: feedback.locale ?? none,
    attachment: feedback.attachment ? 'yes' : none,
    message: feedback.message,
    link: new URL(`/admin/collections/feedbacks/${feedback.id}`, publicOrigin(req)).toString(),
  }
  return req.payload.sendEmail({
    to: feedbackInbox(),
    subject: t(DEFAULT_LOCALE, 'email.feedbackReceived.subject', values),
    text: t(DEFAULT_LOCALE, 'email.feedbackReceived.body', values),
  })
}
