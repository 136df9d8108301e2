import { performance } from 'node:perf_hooks'
import { FULL_BUILD, mergeScopes, type BuildScope } from '@domain/site/buildScope'
import type { PublishingStatus } from '@domain/site/publishingStatus'
import type { BuiltElsewhere } from './sharedSiteBuilds'

export interface SiteRebuildOptions {
  /**
   * Builds and publishes the site (buildAndPublishSite) for the scope; a failure is logged and the live build stays.
   * Resolving to BuiltElsewhere says another web process's build took the scope in (server/siteBuild/sharedSiteBuilds.ts).
   */
  build: (scope: BuildScope) => Promise<unknown>
  /** Quiet time after the last request before a build starts, so a burst of saves makes one build. */
  quietMs?: number
  /** Longest a request waits while saves keep coming, so steady editing cannot hold publishing back. */
  maxWaitMs?: number
  log?: (line: string) => void
}

export const DEFAULT_QUIET_MS = 1_000
export const DEFAULT_MAX_WAIT_MS = 30_000

/**
 * Rebuilds the static site after content changes: debounced, one build at a time, and requests that arrive
 * during a build coalesce into exactly one follow-up build.
 */
export class SiteRebuildScheduler {
  private readonly build: (scope: BuildScope) => Promise<unknown>
  private readonly quietMs: number
  private readonly maxWaitMs: number
  private readonly log: (line: string) => void
  private pending = new Set<string>()
  private pendingScope: BuildScope = FULL_BUILD
  private buildStartedAt: number | null = null
  private lastBuild: { startedAt: number; finishedAt: number; ok: boolean; kind: BuildScope['kind'] } | null = null
  private lastPublishedStartedAt: number | null = null
  private readonly durations: Record<BuildScope['kind'], number[]> = { full: [], partial: [] }
  private runningKind: BuildScope['kind'] = 'full'
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

  /**
   * Asks for a rebuild of `scope` (the whole site unless told); `reason` (e.g. "courses 3 updated") is logged
   * with the build that serves it. Requests waiting together make one build of their scopes' union.
   */
  request(reason: string, scope: BuildScope = FULL_BUILD): void {
    if (this.closed) return
    const now = Date.now()
    this.pendingScope = this.pending.size === 0 ? scope : mergeScopes(this.pendingScope, scope)
    if (this.pending.size === 0) this.firstPendingAt = now
    this.lastRequestAt = now
    this.pending.add(reason)
    // During a build the request just waits; the build's end schedules the one follow-up.
    if (!this.running) this.schedule()
  }

  /** A build made outside the scheduler (the platform's first) is live: changes saved before `startedAt` are on the site. */
  markPublished(startedAt: number): void {
    this.lastPublishedStartedAt = Math.max(this.lastPublishedStartedAt ?? 0, startedAt)
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

  /**
   * Where publishing stands, for the admin's "live on the site in ~N s" (docs/admin.md "Publishing status"):
   * a change saved at time T is live once a build that started after T has been published.
   */
  status(now = Date.now()): PublishingStatus {
    const building = this.buildStartedAt !== null
    const waiting = this.pending.size > 0
    const kind = waiting ? this.pendingScope.kind : this.runningKind
    const estimate = this.estimateMs(kind)
    let readyInMs: number | null = null
    if (building) readyInMs = Math.max(0, this.buildStartedAt! + estimate - now)
    if (waiting) {
      const startAt = Math.min(this.lastRequestAt + this.quietMs, this.firstPendingAt + this.maxWaitMs)
      // A request made during a build waits for that build before its own starts.
      const after = building ? readyInMs! : 0
      readyInMs = Math.max(after, startAt - now) + estimate
    }
    return {
      state: waiting ? 'waiting' : building ? 'building' : 'idle',
      now,
      publishedSince: this.lastPublishedStartedAt,
      lastBuild: this.lastBuild,
      readyInMs,
    }
  }

  /** The median of the last builds of this kind; before any, a guess from the other kind or 10 s. */
  private estimateMs(kind: BuildScope['kind']): number {
    const samples = this.durations[kind].length ? this.durations[kind] : this.durations[kind === 'full' ? 'partial' : 'full']
    if (!samples.length) return 10_000
    const sorted = [...samples].sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)]
  }

  private start() {
    this.timer = null
    const reasons = [...this.pending]
    const scope = this.pendingScope
    this.pending.clear()
    this.pendingScope = FULL_BUILD
    this.running = this.run(summarize(reasons), scope).finally(() => {
      this.running = null
      if (this.pending.size && !this.closed) this.schedule()
      this.settle()
    })
  }

  private async run(reason: string, scope: BuildScope) {
    this.builds++
    const what = scope.kind === 'partial' ? `partial: ${scope.routes.length} routes` : 'full'
    this.log(`Site rebuild started (${reason}; ${what})`)
    const started = performance.now()
    const startedAt = Date.now()
    this.buildStartedAt = startedAt
    this.runningKind = scope.kind
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
    let ok = false
    try {
      const outcome = await this.build(scope)
      if (isBuiltElsewhere(outcome)) {
        ok = outcome.publishedStartedAt !== null
        if (ok) this.markPublished(outcome.publishedStartedAt!)
        this.log(`Site rebuild ${ok ? 'published' : 'failed'} by another web process (${reason}; ${what})`)
        return
      }
      ok = true
      this.lastPublishedStartedAt = startedAt
      const samples = this.durations[scope.kind]
      samples.push(performance.now() - started)
      if (samples.length > 9) samples.shift()
      this.log(`Site rebuilt and published in ${seconds()} s (${reason}; ${what})`)
    } catch (error) {
      this.log(`Site rebuild failed after ${seconds()} s (${reason}; ${what}); the previous build stays live.\n${(error as Error).message}`)
    } finally {
      this.buildStartedAt = null
      this.lastBuild = { startedAt, finishedAt: Date.now(), ok, kind: scope.kind }
    }
  }

  private settle() {
    if (!this.isIdle()) return
    for (const resolve of this.idleWaiters.splice(0)) resolve()
  }
}

const isBuiltElsewhere = (outcome: unknown): outcome is BuiltElsewhere => (outcome as Partial<BuiltElsewhere> | undefined)?.builtElsewhere === true

/** "pages 3 updated, courses 1 updated and 12 more": enough to tell from the log what a build was for. */
function summarize(reasons: string[]): string {
  const shown = reasons.slice(0, 3).join(', ')
  return reasons.length > 3 ? `${shown} and ${reasons.length - 3} more` : shown
}
