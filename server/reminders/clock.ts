/**
 * Time as the reminder scheduler sees it: the current instant and a timer. The platform uses the system's; the
 * tests drive the real scheduler with a fake one (tests/support/fakeClock.ts), so no test waits for an hour.
 */
export interface Clock {
  now(): Date
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
}
