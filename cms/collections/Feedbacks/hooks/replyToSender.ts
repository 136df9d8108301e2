import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { t } from '@domain/i18n/messages'
import type { Locale } from '@domain/i18n/locales'
import type { Feedback } from '../../../payload-types'

/** A notification's body holds at most 1,000 characters (cms/collections/Notifications): the reply is cut to fit, the mail has it whole. */
const NOTIFIED_REPLY_CHARS = 900

const replyOf = (feedback: Partial<Pick<Feedback, 'reply'>> | undefined) => feedback?.reply?.trim() || null
const isNewReply = (next: Partial<Feedback> | undefined, previous: Partial<Feedback> | undefined) => Boolean(replyOf(next)) && replyOf(next) !== replyOf(previous)

/** A new reply marks the feedback answered, with the time (docs/feedback.md "Staff"). */
export const markAnswered: CollectionBeforeChangeHook<Feedback> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !isNewReply({ ...originalDoc, ...data }, originalDoc)) return data
  return { ...data, status: 'answered', repliedAt: new Date().toISOString() }
}

/**
 * Sends a newly saved reply to the sender: by mail when there is an address, as a notification when the sender
 * was signed in. Inside the save: when the mail cannot go, the save fails and staff can try again, instead of
 * a feedback marked answered that nobody received.
 */
export const replyToSender: CollectionAfterChangeHook<Feedback> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !isNewReply(doc, previousDoc)) return doc
  const reply = replyOf(doc)!
  const locale = (doc.locale ?? 'ja') as Locale
  const sender = typeof doc.user === 'object' && doc.user ? doc.user.id : doc.user
  if (sender) {
    const excerpt = reply.length > NOTIFIED_REPLY_CHARS ? `${reply.slice(0, NOTIFIED_REPLY_CHARS)}…` : reply
    await req.payload.create({ collection: 'notifications', data: { user: sender, category: 'account_support', body: t(locale, 'feedback.replyNotification', { reply: excerpt }) }, overrideAccess: true, depth: 0, req })
  }
  if (doc.email) await req.payload.sendEmail({ to: doc.email, subject: t(locale, 'email.feedbackReply.subject'), text: t(locale, 'email.feedbackReply.body', { reply, message: doc.message }) })
  return doc
}
