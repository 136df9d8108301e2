import type { Payload } from 'payload'
import { sendDueReminders, type TickReport } from '@cms/reminders/sendDueReminders'
import { systemClock, type Clock } from './clock'
import { QueueTicks } from './queueTicks'
import { TimerTicks } from './timerTicks'

/** Where the last tick's time is kept (Payload's key-value store, closed to every route). */
export const LAST_TICK_KEY = 'reminders:lastTick'
export const DEFAULT_TICK_MS = 60_000

export interface ReminderSchedulerOptions {
  /** The public origin for the mail's links. */
  origin: string
  clock?: Clock
  intervalMs?: number
  /** With Redis the tick is a BullMQ repeatable job; without, an in-process timer. */
  redisUrl?: string
  /** The BullMQ queue's name (tests use their own). */
  queueName?: string
  log?: (line: string) => void
}

/**
 * Sends due study reminders (docs/reminders.md "The scheduler"): ticks every interval, one tick at a time in
 * this process, each sending what is due at the clock's now and recording the tick's time.
 */
export class ReminderScheduler {
  private readonly clock: Clock
  private readonly log: (line: string) => void
  private readonly ticks: TimerTicks | QueueTicks
  private running: Promise<TickReport | null> | null = null

  constructor(
    private readonly payload: Payload,
    private readonly options: ReminderSchedulerOptions,
  ) {
    this.clock = options.clock ?? systemClock
    this.log = options.log ?? ((line) => console.log(`[reminders] ${line}`))
    const intervalMs = options.intervalMs ?? DEFAULT_TICK_MS
    this.ticks = options.redisUrl ? new QueueTicks(options.redisUrl, intervalMs, () => this.tick(), options.queueName) : new TimerTicks(this.clock, intervalMs, () => this.tick())
  }

  async start() {
    if (this.ticks instanceof QueueTicks) await this.ticks.start()
    else this.ticks.start(await this.lastTick())
  }

  /** When a tick last finished (in any process on this database), or null before the first. */
  async lastTick(): Promise<Date | null> {
    const stored = await this.payload.kv.get<{ at: string }>(LAST_TICK_KEY)
    return stored ? new Date(stored.at) : null
  }

  /** Runs one tick now, or answers the one under way (its report; null when it failed and was logged). */
  tick(): Promise<TickReport | null> {
    this.running ??= this.run().finally(() => (this.running = null))
    return this.running
  }

  /** Resolves once no tick runs in this process. */
  async idle() {
    await this.running
  }

  private async run(): Promise<TickReport | null> {
    const now = this.clock.now()
    try {
      const report = await sendDueReminders(this.payload, now, this.options.origin)
      await this.payload.kv.set(LAST_TICK_KEY, { at: now.toISOString() })
      if (report.sent || report.missed || report.failed) this.log(`${report.sent} sent, ${report.missed} missed, ${report.failed} failed`)
      return report
    } catch (error) {
      this.log(`tick failed: ${(error as Error).stack ?? error}`)
      return null
    }
  }

  /** The BullMQ queue's job schedulers (empty without Redis). */
  async schedulers() {
    return this.ticks instanceof QueueTicks ? this.ticks.schedulers() : []
  }

  async stop() {
    await this.ticks.stop()
    await this.idle()
  }
}
