import { Queue } from 'bullmq'
import type { Payload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'
import { outboxDir } from '@cms/email/outbox'
import { WEEKDAYS } from '@domain/account/preferenceChoices'
import { nextWeeklySlot } from '@domain/reminders/weeklySlots'
import { localDateTime } from '@domain/reminders/zonedTime'
import { redisConnection } from '@judge/queue/redis'
import { LAST_TICK_KEY, ReminderScheduler } from '@server/reminders/reminderScheduler'
import { browserClient, type ApiServer } from '../support/apiServer'
import { FakeClock } from '../support/fakeClock'
import { createUser, unique } from '../support/fixtures'
import { mailsTo } from '../support/outbox'
import { useApiServer } from '../support/useApiServer'

/**
 * The study-reminder scheduler (docs/reminders.md) on the suite's real database: the real ReminderScheduler,
 * ticking on a fake clock the test moves, sending through the real notifications collection and mail outbox.
 */
let payload: Payload
let server: ApiServer
useApiServer((started) => ({ payload, server } = started))

/** The machine's Redis (CI starts it, as for the judge queue): the scale-out tick is tested against it. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const ORIGIN = 'http://learn.example.test'
const MINUTE = 60_000
const HOUR = 60 * MINUTE

const running: ReminderScheduler[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()))
})

function scheduler(clock: FakeClock, intervalMs = 10 * MINUTE, extra: { redisUrl?: string; queueName?: string } = {}) {
  const created = new ReminderScheduler(payload, { origin: ORIGIN, clock, intervalMs, log: () => {}, ...extra })
  running.push(created)
  return created
}
/** Lets the tick a timer started finish, and the scheduler set its next timer, before time moves on. */
const settle = (s: ReminderScheduler) => async () => {
  await s.idle()
  await new Promise((resolve) => setImmediate(resolve))
}

/** A learner with a confirmed address, signed in through the API as the site does. */
async function learner(data: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(payload, { emailConfirmedAt: new Date().toISOString(), ...data })
  const client = await browserClient(server.url)
  expect((await client.call('POST', '/users/sign_in.json', { json: { user: { email: user.email, password: 'password123' } } })).status).toBe(200)
  return { user, client }
}
type Learner = Awaited<ReturnType<typeof learner>>

async function remindIn(who: Learner, next: { minutes: number } | { days: number }): Promise<string> {
  const answer = await who.client.call('PUT', '/api/user_reminder_settings/next', { json: { next } })
  expect(answer.status).toBe(200)
  return answer.body.reminder.nextAt
}

const deliveries = async (userId: number | string) => (await payload.find({ collection: 'reminder_deliveries', where: { user: { equals: userId } }, overrideAccess: true, depth: 0 })).docs
const notifications = async (userId: number | string) => (await payload.find({ collection: 'notifications', where: { user: { equals: userId } }, overrideAccess: true, depth: 0 })).docs
const mails = (email: string) => mailsTo(outboxDir(), email)
const reload = (id: number | string) => payload.findByID({ collection: 'users', id, overrideAccess: true, depth: 0 })
/** What one learner has received: delivery rows, notifications and mails. */
const received = async (who: Learner) => ({ deliveries: (await deliveries(who.user.id)).length, notifications: (await notifications(who.user.id)).length, mails: (await mails(who.user.email)).length })

describe('reminder scheduler (docs/reminders.md)', () => {
  it('sends a weekly reminder exactly once at its slot, as a notification and a mail leading back', async () => {
    const who = await learner({ locale: 'en' })
    const start = new Date()
    const local = localDateTime(new Date(start.getTime() + 2 * HOUR), 'Asia/Tokyo')
    const time = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`
    expect((await who.client.call('PUT', '/api/user_reminder_settings', { json: { reminder: { days: [...WEEKDAYS], time, time_zone: 'Asia/Tokyo' } } })).status).toBe(200)
    const slot = nextWeeklySlot({ days: WEEKDAYS, time, timeZone: 'Asia/Tokyo' }, start)!
    expect((await reload(who.user.id)).reminder?.weeklyDueAt).toBe(slot.at.toISOString())

    const clock = new FakeClock(start)
    const s = scheduler(clock)
    await s.start()
    await clock.advance(slot.at.getTime() - start.getTime() - MINUTE, settle(s))
    expect(await received(who)).toEqual({ deliveries: 0, notifications: 0, mails: 0 })

    await clock.advance(30 * MINUTE, settle(s))
    expect(await deliveries(who.user.id)).toMatchObject([{ key: `weekly:${who.user.id}:${slot.localDate}`, kind: 'weekly', status: 'sent', mailed: true }])
    const [notification] = await notifications(who.user.id)
    expect(notification).toMatchObject({ category: 'reminders_and_others', body: 'Time to continue learning! Pick up where you left off.', link: '/en/dashboard' })
    const [mail] = await mails(who.user.email)
    expect(mail.subject).toBe('Time to continue learning')
    expect(mail.text).toContain(`${ORIGIN}/en/dashboard`)
    expect(mail.text).toContain(`${ORIGIN}/en/settings?tab=notifications`)

    // More ticks the same day send nothing more; the reminder has moved on to the next day's slot.
    await clock.advance(3 * HOUR, settle(s))
    expect(await received(who)).toEqual({ deliveries: 1, notifications: 1, mails: 1 })
    expect((await reload(who.user.id)).reminder?.weeklyDueAt).toBe(nextWeeklySlot({ days: WEEKDAYS, time, timeZone: 'Asia/Tokyo' }, slot.at)!.at.toISOString())
  })

  it('schedules a weekly reminder saved before slots were stored, on its next tick', async () => {
    const who = await learner()
    // Such a row as the database holds it: days and a time, no next slot.
    await payload.update({ collection: 'users', id: who.user.id, data: { reminder: { days: ['mon', 'fri'], time: '07:15', timeZone: 'Europe/Paris' } }, overrideAccess: true })
    await payload.update({ collection: 'users', id: who.user.id, data: { reminder: { weeklyDueAt: null } }, overrideAccess: true })
    expect((await reload(who.user.id)).reminder).toMatchObject({ time: '07:15', weeklyDueAt: null })
    const clock = new FakeClock(new Date())
    const s = scheduler(clock)
    await s.start()
    await clock.advance(10 * MINUTE, settle(s))
    const slot = nextWeeklySlot({ days: ['mon', 'fri'], time: '07:15', timeZone: 'Europe/Paris' }, new Date())!
    expect((await reload(who.user.id)).reminder?.weeklyDueAt).toBe(slot.at.toISOString())
  })

  it('sends a one-time reminder once when it is due, then clears it', async () => {
    const who = await learner()
    const start = new Date()
    const nextAt = await remindIn(who, { minutes: 15 })
    const clock = new FakeClock(start)
    const s = scheduler(clock, 5 * MINUTE)
    await s.start()
    await clock.advance(10 * MINUTE, settle(s))
    expect(await received(who)).toEqual({ deliveries: 0, notifications: 0, mails: 0 })

    await clock.advance(10 * MINUTE, settle(s))
    expect(await deliveries(who.user.id)).toMatchObject([{ key: `once:${who.user.id}:${nextAt}`, kind: 'once', status: 'sent', mailed: true }])
    expect((await mails(who.user.email)).map((m) => m.subject)).toEqual(['学習の時間です'])
    expect((await who.client.call('GET', '/api/user_reminder_settings')).body.reminder.nextAt).toBeNull()
    await clock.advance(HOUR, settle(s))
    expect(await received(who)).toEqual({ deliveries: 1, notifications: 1, mails: 1 })
  })

  it('sends nothing twice across a restart, whichever step the stopped scheduler had reached', async () => {
    const sent = await learner()
    const claimed = await learner()
    const start = new Date()
    const sentAt = await remindIn(sent, { minutes: 5 })
    const claimedAt = await remindIn(claimed, { minutes: 5 })
    // A scheduler that stopped right after taking this slot (its row inserted, nothing sent yet).
    await payload.create({ collection: 'reminder_deliveries', data: { key: `once:${claimed.user.id}:${claimedAt}`, user: claimed.user.id, kind: 'once', dueAt: claimedAt, status: 'claimed' }, overrideAccess: true })

    const clock = new FakeClock(start)
    const first = scheduler(clock, 5 * MINUTE)
    await first.start()
    await clock.advance(10 * MINUTE, settle(first))
    await first.stop()
    expect(await received(sent)).toEqual({ deliveries: 1, notifications: 1, mails: 1 })
    expect(await received(claimed)).toEqual({ deliveries: 1, notifications: 0, mails: 0 })
    const lastTick = await first.lastTick()
    expect(lastTick!.getTime()).toBeGreaterThan(start.getTime())
    expect(await payload.kv.get(LAST_TICK_KEY)).toEqual({ at: lastTick!.toISOString() })

    // A scheduler that stopped after sending but before clearing the reminder: the due reminder is back as it was.
    await payload.update({ collection: 'users', id: sent.user.id, data: { reminder: { nextAt: sentAt } }, overrideAccess: true })
    const second = scheduler(clock, 5 * MINUTE)
    expect(await second.lastTick()).toEqual(lastTick)
    await second.start()
    await clock.advance(HOUR, settle(second))
    expect(await received(sent)).toEqual({ deliveries: 1, notifications: 1, mails: 1 })
    expect(await received(claimed)).toEqual({ deliveries: 1, notifications: 0, mails: 0 })
    expect((await deliveries(claimed.user.id))[0].status).toBe('claimed')
    expect((await reload(sent.user.id)).reminder?.nextAt ?? null).toBeNull()
    expect((await second.lastTick())!.getTime()).toBeGreaterThan(lastTick!.getTime())
  })

  it('sends each slot once when two schedulers tick the same database at once', async () => {
    const learners = await Promise.all([learner(), learner(), learner(), learner()])
    const start = new Date()
    for (const who of learners) await remindIn(who, { minutes: 5 })
    const clocks = [new FakeClock(start), new FakeClock(start)]
    const [a, b] = clocks.map((clock) => scheduler(clock, 5 * MINUTE))
    await Promise.all([a.start(), b.start()])
    await Promise.all([clocks[0].advance(30 * MINUTE, settle(a)), clocks[1].advance(30 * MINUTE, settle(b))])
    // And once more both at the very same moment, by hand.
    await Promise.all([a.tick(), b.tick()])
    for (const who of learners) expect(await received(who)).toEqual({ deliveries: 1, notifications: 1, mails: 1 })
  })

  it('still notifies a learner who turned reminder mail off, without a mail (nor to an unconfirmed address)', async () => {
    const optedOut = await learner()
    expect((await optedOut.client.call('PUT', '/api/user_email_subscription_settings', { json: { settings: { reminders_and_others: false } } })).status).toBe(200)
    const unconfirmed = await learner({ emailConfirmedAt: null })
    const start = new Date()
    for (const who of [optedOut, unconfirmed]) await remindIn(who, { minutes: 5 })
    const clock = new FakeClock(start)
    const s = scheduler(clock, 5 * MINUTE)
    await s.start()
    await clock.advance(15 * MINUTE, settle(s))
    for (const who of [optedOut, unconfirmed]) {
      expect(await received(who)).toEqual({ deliveries: 1, notifications: 1, mails: 0 })
      expect(await deliveries(who.user.id)).toMatchObject([{ status: 'sent', mailed: false }])
    }
  })

  it('sends a slot missed while the platform was down up to three hours late, and never an older one', async () => {
    const tooLate = await learner()
    const lateButFine = await learner()
    const start = new Date()
    await remindIn(tooLate, { minutes: 5 })
    await remindIn(lateButFine, { minutes: 60 })
    // The platform comes back three and a half hours later.
    const clock = new FakeClock(new Date(start.getTime() + 3.5 * HOUR))
    const s = scheduler(clock, 5 * MINUTE)
    await s.start()
    await clock.advance(15 * MINUTE, settle(s))
    expect(await deliveries(tooLate.user.id)).toMatchObject([{ status: 'missed', mailed: false }])
    expect(await received(tooLate)).toEqual({ deliveries: 1, notifications: 0, mails: 0 })
    expect((await reload(tooLate.user.id)).reminder?.nextAt ?? null).toBeNull()
    expect(await received(lateButFine)).toEqual({ deliveries: 1, notifications: 1, mails: 1 })
  })

  it('ticks as a BullMQ repeatable job when Redis is configured', async () => {
    const who = await learner()
    await remindIn(who, { minutes: 5 })
    const queueName = `reminders-test-${unique()}`
    const clock = new FakeClock(new Date(Date.now() + 6 * MINUTE))
    const s = scheduler(clock, 200, { redisUrl: REDIS_URL, queueName })
    try {
      await s.start()
      expect((await s.schedulers()).map((job) => Number(job.every))).toEqual([200])
      await expect.poll(async () => (await deliveries(who.user.id)).map((d) => d.status), { timeout: 30_000 }).toEqual(['sent'])
      await s.stop()
      expect(await received(who)).toEqual({ deliveries: 1, notifications: 1, mails: 1 })
    } finally {
      const connection = redisConnection(REDIS_URL)
      const queue = new Queue(queueName, { connection })
      await queue.obliterate({ force: true })
      await queue.close()
      connection.disconnect()
    }
  })
})
