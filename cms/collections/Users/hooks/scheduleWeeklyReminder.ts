import type { CollectionBeforeChangeHook } from 'payload'
import { nextWeeklySlot } from '@domain/reminders/weeklySlots'
import { DEFAULT_REMINDER_ZONE } from '@domain/reminders/choices'

type ReminderGroup = { days?: string[] | null; time?: string | null; timeZone?: string | null; weeklyDueAt?: string | null }

const schedule = (r: ReminderGroup) => JSON.stringify([r.days ?? [], r.time ?? null, r.timeZone ?? null])

/**
 * Whenever a weekly reminder's days, time or zone change (the learner's settings call, or staff in the admin),
 * its next slot is computed from now, so the scheduler finds due reminders with one indexed range query
 * (docs/reminders.md "Weekly slots"). The scheduler moves it on itself after each slot.
 */
export const scheduleWeeklyReminder: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (!data.reminder) return data
  const before: ReminderGroup = originalDoc?.reminder ?? {}
  const after: ReminderGroup = { ...before, ...data.reminder }
  if (schedule(before) === schedule(after) && (before.weeklyDueAt || !after.time)) return data
  const slot = after.time && after.days?.length ? nextWeeklySlot({ days: after.days, time: after.time, timeZone: after.timeZone || DEFAULT_REMINDER_ZONE }, new Date()) : null
  return { ...data, reminder: { ...data.reminder, weeklyDueAt: slot?.at.toISOString() ?? null } }
}
