import { ValidationError, type Payload } from 'payload'
import type { ReminderDelivery } from '../payload-types'
import type { DueSlot } from './dueReminders'

/**
 * Inserts the slot's delivery row, or answers null when the slot is taken: the unique index on `key` refuses a
 * second row whichever process tries, so only the scheduler whose insert succeeds may send
 * (docs/reminders.md "Exactly once").
 */
export async function claimSlot(payload: Payload, slot: DueSlot, status: 'claimed' | 'missed'): Promise<ReminderDelivery | null> {
  try {
    return await payload.create({
      collection: 'reminder_deliveries',
      data: { key: slot.key, user: slot.user.id, kind: slot.kind, dueAt: slot.dueAt.toISOString(), status },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const taken = await payload.count({ collection: 'reminder_deliveries', where: { key: { equals: slot.key } }, overrideAccess: true })
    if (taken.totalDocs > 0) return null
    throw error
  }
}
