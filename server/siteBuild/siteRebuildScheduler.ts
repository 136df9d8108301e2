import { performance } from 'node:perf_hooks'

export interface SiteRebuildOptions {
  /** Builds and publishes the site (buildAndPublishSite); a failure is logged and the live build stays. */
  build: () => Promise<unknown>
  /** Quiet time after the last request before a build starts, so a burst of saves makes one build. */
  quietMs?: number
  /** Longest a request waits while saves keep coming, so steady editing cannot hold publishing back. */
  maxWaitMs?: number
  log?: (line: string) => void
}

export const DEFAULT_QUIET_MS = 2_000
export const DEFAULT_MAX_WAIT_MS = 30_000

/**
 * Rebuilds the static site after content changes: debounced, one build at a time, and requests that arrive
 * during a build coalesce into exactly one follow-up build.
 */
export class SiteRebuildScheduler {
  private readonly build: () => Promise<unknown>
  private readonly quietMs: number
  private readonly maxWaitMs: number
  private readonly log: (line: string) => void
  private pending = new Set<string>()
  private firstPendingAt = 0
  private lastRequestAt = 0
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private idleWaiters: (() => void)[] = []
  private closed = false
  /** Builds started so far. */
  builds = 0

  constructor(options: SiteRebuildOptions) {
    this.build = options.build
    this.quietMs = options.quietMs ?? DEFAULT_QUIET_MS
    this.maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS
    this.log = options.log ?? ((line) => console.log(line))
  }

  /** Asks for a rebuild; `reason` (e.g. "courses 3 updated") is logged with the build that serves it. */
  request(reason: string): void {
    if (this.closed) return
    const now = Date.now()
    if (this.pending.size === 0) this.firstPendingAt = now
    this.lastRequestAt = now
    this.pending.add(reason)
    // During a build the request just waits; the build's end schedules the one follow-up.
    if (!this.running) this.schedule()
  }

  /** Resolves once nothing is scheduled or building. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  /** Stops scheduling; resolves after the build under way, if any. */
  async close(): Promise<void> {
    this.closed = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.pending.clear()
    await this.running
    this.settle()
  }

  private isIdle() {
    return !this.timer && !this.running && this.pending.size === 0
  }

  private schedule() {
    if (this.timer) clearTimeout(this.timer)
    const startAt = Math.min(this.lastRequestAt + this.quietMs, this.firstPendingAt + this.maxWaitMs)
    this.timer = setTimeout(() => this.start(), Math.max(0, startAt - Date.now()))
  }

  private start() {
    this.timer = null
    const reasons = [...this.pending]
    this.pending.clear()
    this.running = this.run(summarize(reasons)).finally(() => {
      this.running = null
      if (this.pending.size && !this.closed) this.schedule()
      this.settle()
    })
  }

  private async run(reason: string) {
    this.builds++
    this.log(`Site rebuild started (${reason})`)
    const started = performance.now()
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
    try {
      await this.build()
      this.log(`Site rebuilt and published in ${seconds()} s (${reason})`)
    } catch (error) {
      this.log(`Site rebuild failed after ${seconds()} s (${reason}); the previous build stays live.\n${(error as Error).message}`)
    }
  }

  private settle() {
    if (!this.isIdle()) return
    for (const resolve of this.idleWaiters.splice(0)) resolve()
  }
}

/** "pages 3 updated, courses 1 updated and 12 more": enough to tell from the log what a build was for. */
function summarize(reasons: string[]): string {
  const shown = reasons.slice(0, 3).join(', ')
  return reasons.length > 3 ? `${shown} and ${reasons.length - 3} more` : shown
}
