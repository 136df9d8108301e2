/**
 * A count of requests per client in fixed windows (docs/learner-api.md "Conventions", rate limits), kept in
 * this process's memory: the platform serves the API from one process, and a restart forgetting the counts
 * costs nothing worse than a fresh window.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `key`: true when it is within the limit, false (and not counted) when over it. */
  take(key: string): boolean {
    const now = this.now()
    const window = this.windows.get(key)
    if (!window || now - window.start >= this.windowMs) {
      this.forgetEnded(now)
      this.windows.set(key, { start: now, count: 1 })
      return true
    }
    if (window.count >= this.limit) return false
    window.count += 1
    return true
  }

  /** Drops ended windows once there are many, so a stream of new clients cannot grow the map without end. */
  private forgetEnded(now: number) {
    if (this.windows.size < 1000) return
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key)
  }
}
