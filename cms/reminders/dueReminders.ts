import type { Payload, Where } from 'payload'
import type { User } from '../payload-types'
import { DEFAULT_REMINDER_ZONE } from '@domain/reminders/choices'
import { latestWeeklySlot, nextWeeklySlot, type WeeklyReminder } from '@domain/reminders/weeklySlots'
import { isoDate, localDateTime } from '@domain/reminders/zonedTime'

/** How many accounts one query reads; a tick reads on by id until none is left. */
const BATCH = 100

/** A reminder slot that is due: which one it is (its unique key), when it was due, and how to move past it. */
export interface DueSlot {
  user: User
  kind: 'weekly' | 'once'
  key: string
  dueAt: Date
  /** Records that the slot is handled: the next weekly slot, or no pending one-time reminder. */
  advance(): Promise<void>
}

const weeklyOf = (user: User): WeeklyReminder | null =>
  user.reminder?.time && user.reminder.days?.length ? { days: user.reminder.days, time: user.reminder.time, timeZone: user.reminder.timeZone || DEFAULT_REMINDER_ZONE } : null

/**
 * Moves a reminder field from the value the scheduler read to its next one, only if it still holds that value:
 * the learner may have changed the reminder meanwhile (then theirs stands), or another scheduler moved it.
 */
async function compareAndSet(payload: Payload, user: User, field: 'weeklyDueAt' | 'nextAt', read: string, next: string | null) {
  await payload.update({
    collection: 'users',
    where: { and: [{ id: { equals: user.id } }, { [`reminder.${field}`]: { equals: read } }] },
    data: { reminder: { [field]: next } },
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * The weekly slot to send for an account whose weeklyDueAt has passed: the latest slot up to now (earlier ones,
 * missed while the platform was down, are skipped), never one before weeklyDueAt (a slot before the reminder
 * was saved). Its key is the learner's local date: one weekly reminder a day, even when a daylight-saving
 * change repeats the hour (docs/reminders.md "Exactly once").
 */
function weeklySlot(payload: Payload, user: User, now: Date): DueSlot | null {
  const weekly = weeklyOf(user)
  const read = user.reminder?.weeklyDueAt
  if (!weekly || !read) return null
  const latest = latestWeeklySlot(weekly, now)
  const at = latest && latest.at >= new Date(read) ? latest.at : new Date(read)
  return {
    user,
    kind: 'weekly',
    key: `weekly:${user.id}:${isoDate(localDateTime(at, weekly.timeZone))}`,
    dueAt: at,
    advance: () => compareAndSet(payload, user, 'weeklyDueAt', read, nextWeeklySlot(weekly, now)?.at.toISOString() ?? null),
  }
}

function oneTimeSlot(payload: Payload, user: User): DueSlot | null {
  const read = user.reminder?.nextAt
  if (!read) return null
  const dueAt = new Date(read)
  return { user, kind: 'once', key: `once:${user.id}:${dueAt.toISOString()}`, dueAt, advance: () => compareAndSet(payload, user, 'nextAt', read, null) }
}

/** Every reminder slot due at `now`, account by account (docs/reminders.md "The scheduler"). */
export async function* dueReminders(payload: Payload, now: Date): AsyncGenerator<DueSlot> {
  const at = now.toISOString()
  let after: number | string | null = null
  for (;;) {
    const due: Where = { or: [{ 'reminder.weeklyDueAt': { less_than_equal: at } }, { 'reminder.nextAt': { less_than_equal: at } }] }
    const where: Where = after === null ? due : { and: [due, { id: { greater_than: after } }] }
    const { docs } = await payload.find({ collection: 'users', where, sort: 'id', limit: BATCH, depth: 0, overrideAccess: true })
    for (const user of docs) {
      if (user.reminder?.weeklyDueAt && new Date(user.reminder.weeklyDueAt) <= now) {
        const slot = weeklySlot(payload, user, now)
        if (slot) yield slot
        // A slot left without days or a time (an edit past the users hook) would stay due forever: cleared.
        else await compareAndSet(payload, user, 'weeklyDueAt', user.reminder.weeklyDueAt, null)
      }
      if (user.reminder?.nextAt && new Date(user.reminder.nextAt) <= now) {
        const slot = oneTimeSlot(payload, user)
        if (slot) yield slot
      }
    }
    if (docs.length < BATCH) return
    after = docs.at(-1)!.id
  }
}
