import type { Payload } from 'payload'
import { WEEKDAYS } from '@domain/account/preferenceChoices'
import { deliverReminder, type DeliveryOutcome } from './deliverReminder'
import { dueReminders } from './dueReminders'

export type TickReport = Record<DeliveryOutcome, number>

/**
 * Accounts whose weekly reminder has days and a time but no next slot (saved before slots were stored) get one:
 * touching the reminder group lets the users hook compute it (Users/hooks/scheduleWeeklyReminder.ts).
 */
async function scheduleUnscheduled(payload: Payload) {
  await payload.update({
    collection: 'users',
    where: { and: [{ 'reminder.time': { exists: true } }, { 'reminder.days': { in: [...WEEKDAYS] } }, { 'reminder.weeklyDueAt': { exists: false } }] },
    data: { reminder: {} },
    limit: 100,
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * One scheduler tick (docs/reminders.md "The scheduler"): every slot due at `now` is delivered at most once
 * (or recorded as missed), then moved past, so the next tick does not see it again. `origin` is the public
 * origin the mail's links use.
 */
export async function sendDueReminders(payload: Payload, now: Date, origin: string): Promise<TickReport> {
  const report: TickReport = { sent: 0, missed: 0, taken: 0, failed: 0 }
  await scheduleUnscheduled(payload)
  for await (const slot of dueReminders(payload, now)) {
    report[await deliverReminder(payload, slot, now, origin)]++
    await slot.advance()
  }
  return report
}
