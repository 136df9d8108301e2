import type { Clock } from './clock'

/**
 * Without Redis: ticks on an in-process timer. The first tick comes one interval after the last persisted one
 * (at once when that is past, or there is none), so a restart neither waits a whole interval nor ticks twice
 * in a row.
 */
export class TimerTicks {
  private timer: unknown = null
  private stopped = false

  constructor(
    private readonly clock: Clock,
    private readonly intervalMs: number,
    private readonly tick: () => Promise<unknown>,
  ) {}

  start(lastTick: Date | null) {
    const due = lastTick ? lastTick.getTime() + this.intervalMs - this.clock.now().getTime() : 0
    this.schedule(Math.max(0, Math.min(due, this.intervalMs)))
  }

  private schedule(ms: number) {
    if (this.stopped) return
    this.timer = this.clock.setTimeout(() => {
      void this.tick().finally(() => this.schedule(this.intervalMs))
    }, ms)
  }

  async stop() {
    this.stopped = true
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
  }
}
