import type { OneTimeChoice } from '@domain/reminders/choices'
import { preferenceRoutes } from '@domain/api/routes'
import { errorText, learnerCall } from './api'

/** When a reminder comes, in the page's language and the browser's zone ("Mar 5, 2026, 20:30"). */
export const formatReminderTime = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

/**
 * Sets the one-time reminder (PUT /api/user_reminder_settings/next, docs/reminders.md): answers when it will
 * come, or the server's message (else `fallback`) when it could not be set.
 */
export async function setOneTimeReminder(choice: OneTimeChoice, fallback: string): Promise<{ nextAt: string } | { error: string }> {
  const answer = await learnerCall(preferenceRoutes.setNextReminder, { body: { next: choice } })
  const nextAt = answer.ok ? answer.body?.reminder.nextAt : null
  return nextAt ? { nextAt } : { error: errorText(answer, fallback) }
}
