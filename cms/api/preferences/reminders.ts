import { preferenceRoutes } from '@domain/api/routes'
import { z } from 'zod'
import { WEEKDAYS } from '@domain/account/preferenceChoices'
import { isTimeZone } from '@domain/reminders/zonedTime'
import type { Reminder } from '@domain/api/preferences'
import type { User } from '../../payload-types'
import { LearnerApiError, learnerEndpoint } from '../conventions/learnerEndpoint'
import { t } from '@domain/i18n/messages'

/** The reminder as the calls answer it (the weekly one and a pending one-time one). */
export const reminderView = (user: User): Reminder => ({
  days: user.reminder?.days ?? [],
  time: user.reminder?.time ?? null,
  timeZone: user.reminder?.timeZone ?? null,
  nextAt: user.reminder?.nextAt ?? null,
})

/** GET /api/user_reminder_settings: the study reminder (docs/learner-api.md "Preferences"). */
export const readReminder = learnerEndpoint(preferenceRoutes.readReminder, async ({ user }) => ({ reminder: reminderView(user) }), { signedIn: true })

/**
 * PUT /api/user_reminder_settings {reminder: {days: ['mon', …], time: 'HH:MM', time_zone}}: days empty (and
 * time null) turns the reminder off; otherwise at least one day and a time are needed. The browser's zone
 * is kept so the reminder comes at the learner's own hour; the next slot is computed on save
 * (cms/collections/Users/hooks/scheduleWeeklyReminder.ts).
 */
export const updateReminder = learnerEndpoint(preferenceRoutes.updateReminder, async ({ req, user, body, locale }) => {
  const reminder = z
    .object({
      days: z.array(z.enum(WEEKDAYS)).max(7).transform((days) => WEEKDAYS.filter((d) => days.includes(d))),
      time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, t(locale, 'api.reminderTime')).nullable(),
      time_zone: z.string().max(64).refine(isTimeZone).nullable().optional(),
    })
    .strict()
    .refine((r) => r.days.length === 0 || r.time !== null, { path: ['time'], message: t(locale, 'api.reminderTime') })
    .refine((r) => r.time === null || r.days.length > 0, { path: ['days'], message: t(locale, 'api.reminderDays') })
    .safeParse(body.reminder ?? {})
  if (!reminder.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of reminder.error.issues) (errors[String(issue.path[0] ?? 'base')] ??= []).push(issue.code === 'custom' || issue.path[0] === 'time' ? issue.message : t(locale, 'api.fieldProblem'))
    throw new LearnerApiError(422, errors)
  }
  const { days, time, time_zone } = reminder.data
  const off = days.length === 0
  const updated = await req.payload.update({
    collection: 'users',
    id: user.id,
    data: { reminder: { days, time: off ? null : time, timeZone: off ? null : (time_zone ?? user.reminder?.timeZone ?? null) } },
    overrideAccess: true,
    req,
  })
  return { reminder: reminderView(updated) }
}, { signedIn: true })
