import type { OneTimeChoice } from '@domain/reminders/choices'
import { preferenceRoutes } from '@domain/api/routes'
import { errorText, learnerCall } from './api'

/**
 * Sets the one-time reminder (PUT /api/user_reminder_settings/next, docs/reminders.md): answers when it will
 * come, or the server's message (else `fallback`) when it could not be set.
 */
export async function setOneTimeReminder(choice: OneTimeChoice, fallback: string): Promise<{ nextAt: string } | { error: string }> {
  const answer = await learnerCall(preferenceRoutes.setNextReminder, { body: { next: choice } })
  const nextAt = answer.ok ? answer.body?.reminder.nextAt : null
  return nextAt ? { nextAt } : { error: errorText(answer, fallback) }
}
