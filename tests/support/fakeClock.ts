import type { Clock } from '@server/reminders/clock'

/**
 * A clock the test moves by hand, for the reminder scheduler (server/reminders/clock.ts): its timers fire when
 * the test advances time past them, each at its own instant, and `settle` lets the work a timer started finish
 * (and set its next timer) before time moves on.
 */
export class FakeClock implements Clock {
  private time: number
  private timers: { id: number; at: number; run: () => void }[] = []
  private nextId = 1

  constructor(start: Date) {
    this.time = start.getTime()
  }

  now() {
    return new Date(this.time)
  }

  setTimeout(run: () => void, ms: number) {
    const id = this.nextId++
    this.timers.push({ id, at: this.time + ms, run })
    return id
  }

  clearTimeout(handle: unknown) {
    this.timers = this.timers.filter((timer) => timer.id !== handle)
  }

  /** Time passes by `ms`: every timer due on the way fires at its own time, one after another. */
  async advance(ms: number, settle: () => Promise<void>) {
    const end = this.time + ms
    for (;;) {
      const next = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0]
      if (!next) break
      this.timers = this.timers.filter((timer) => timer !== next)
      this.time = Math.max(this.time, next.at)
      next.run()
      await settle()
    }
    this.time = end
  }
}
