import { preferenceRoutes } from '@domain/api/routes'
import { z } from 'zod'
import { choiceDelayMs, REMINDER_DAYS, REMINDER_MINUTES } from '@domain/reminders/choices'
import { learnerEndpoint, type SignedInContext } from '../conventions/learnerEndpoint'
import { reminderView } from './reminders'

const minutes = z.literal(REMINDER_MINUTES)
const days = z.literal(REMINDER_DAYS)
const choice = z.object({ minutes: z.unknown(), days: z.unknown() }).partial().strict()

/** Stores (or clears) the one-time reminder past field access: nextAt is the server's to write (docs/reminders.md). */
async function saveNext(ctx: SignedInContext, nextAt: string | null) {
  const updated = await ctx.req.payload.update({ collection: 'users', id: ctx.user.id, data: { reminder: { nextAt } }, overrideAccess: true, req: ctx.req })
  return { reminder: reminderView(updated) }
}

/**
 * PUT /api/user_reminder_settings/next {next: {minutes: 5|15|30|60} | {days: 3|7|14|30}} (docs/learner-api.md
 * "Preferences"): one reminder that many minutes or days from now, replacing a pending one. The workspace's
 * reminder dialog after a lesson clear and the settings page call it. Anything else: 422 on minutes, days or base.
 */
export const setNextReminder = learnerEndpoint(preferenceRoutes.setNextReminder, async (ctx) => {
  const parsed = choice.safeParse(ctx.body.next)
  if (!parsed.success || (parsed.data.minutes === undefined) === (parsed.data.days === undefined)) throw ctx.fail(422, 'base', 'reminderChoice')
  let delay: number
  if (parsed.data.minutes !== undefined) {
    const value = minutes.safeParse(parsed.data.minutes)
    if (!value.success) throw ctx.fail(422, 'minutes', 'reminderMinutes')
    delay = choiceDelayMs({ minutes: value.data })
  } else {
    const value = days.safeParse(parsed.data.days)
    if (!value.success) throw ctx.fail(422, 'days', 'reminderDaysChoice')
    delay = choiceDelayMs({ days: value.data })
  }
  return saveNext(ctx, new Date(Date.now() + delay).toISOString())
}, { signedIn: true })

/** DELETE /api/user_reminder_settings/next: the pending one-time reminder is called off (answers the reminder). */
export const cancelNextReminder = learnerEndpoint(preferenceRoutes.cancelNextReminder, async (ctx) => saveNext(ctx, null), { signedIn: true })
