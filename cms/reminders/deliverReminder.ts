import type { Payload } from 'payload'
import { isDummyEmail } from '@domain/account/dummyEmailPattern'
import { LATE_LIMIT_MS } from '@domain/reminders/choices'
import type { User } from '../payload-types'
import { claimSlot } from './claimSlot'
import type { DueSlot } from './dueReminders'
import { localeOf, reminderTexts, returnPath } from './reminderMessage'

export type DeliveryOutcome = 'sent' | 'missed' | 'taken' | 'failed'

/**
 * Mail goes to a confirmed, real address of a learner who has not turned "reminders and others" off; the
 * in-app notification goes to everyone (docs/reminders.md "What is sent").
 */
export const wantsReminderMail = (user: User) => user.emailSubscriptions?.remindersAndOthers !== false && Boolean(user.emailConfirmedAt) && !isDummyEmail(user.email)

/**
 * Sends one due slot at most once: the delivery row is inserted first (claimSlot), then the notification and
 * the mail, then the row is marked sent. A slot more than LATE_LIMIT_MS late is recorded as missed instead.
 * A process that stops between the insert and the mark leaves the row "claimed" and the slot is never tried
 * again: at most once, never twice.
 */
export async function deliverReminder(payload: Payload, slot: DueSlot, now: Date, origin: string): Promise<DeliveryOutcome> {
  const late = now.getTime() - slot.dueAt.getTime() > LATE_LIMIT_MS
  const row = await claimSlot(payload, slot, late ? 'missed' : 'claimed')
  if (!row) return 'taken'
  if (late) return 'missed'
  const mark = (data: { status: 'sent' | 'failed'; mailed?: boolean; notification?: number; error?: string }) =>
    payload.update({ collection: 'reminder_deliveries', id: row.id, data: { ...data, sentAt: now.toISOString() }, overrideAccess: true, depth: 0 })
  try {
    const locale = localeOf(slot.user)
    const path = await returnPath(payload, slot.user, locale)
    const texts = reminderTexts(locale, origin, path)
    const notification = await payload.create({ collection: 'notifications', data: { user: slot.user.id, category: 'reminders_and_others', body: texts.notification, link: path }, overrideAccess: true, depth: 0 })
    const mailed = wantsReminderMail(slot.user)
    if (mailed) await payload.sendEmail({ to: slot.user.email, subject: texts.subject, text: texts.body })
    await mark({ status: 'sent', mailed, notification: notification.id })
    return 'sent'
  } catch (error) {
    await mark({ status: 'failed', error: String((error as Error).message ?? error).slice(0, 500) })
    return 'failed'
  }
}
