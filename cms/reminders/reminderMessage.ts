import { createLocalReq, type Payload } from 'payload'
import { t } from '@domain/i18n/messages'
import { localePath, LOCALES, type Locale } from '@domain/i18n/locales'
import type { User } from '../payload-types'
import { learnerProgress } from '../progress/learnerProgress'

/** The learner's interface locale (ja when unknown). */
export const localeOf = (user: User): Locale => (LOCALES as readonly string[]).includes(user.locale ?? '') ? (user.locale as Locale) : 'ja'

/** The settings tab a reminder leads to, to change or stop it. */
export const reminderSettingsPath = (locale: Locale) => localePath(locale, '/settings?tab=notifications')

/**
 * Where a reminder sends the learner back to (docs/reminders.md "What is sent"): the first uncleared page of the
 * lesson they studied last, or the dashboard (which points to the next lesson) once that lesson is complete
 * or when they have studied nothing yet.
 */
export async function returnPath(payload: Payload, user: User, locale: Locale): Promise<string> {
  const req = await createLocalReq({}, payload)
  const last = (await learnerProgress(req, user, locale)).lessons[0]
  return localePath(locale, last && !last.completed ? last.resumeUrl : '/dashboard')
}

/** The in-app notification and the mail of one reminder, in the learner's locale. */
export function reminderTexts(locale: Locale, origin: string, path: string) {
  const link = new URL(path, origin).toString()
  const settings = new URL(reminderSettingsPath(locale), origin).toString()
  return {
    notification: t(locale, 'reminder.notification'),
    subject: t(locale, 'email.reminder.subject'),
    body: t(locale, 'email.reminder.body', { link, settings }),
  }
}
