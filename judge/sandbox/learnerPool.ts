import type { ServerPreviews } from './serverPreviews'
import type { Limits, PluginManifest, RunInput, RunOutput } from '@plugins/contract'
import type { DiscoveredPlugin } from '../pluginHost/loader'
import { FairQueue } from './fairQueue'
import { crashedRun, queueRun, runInputOf, type QueuedRun } from './queuedRun'
import { SandboxProcess } from './sandboxProcess'
import { sandboxReadablePaths } from './sandboxFiles'

export interface PoolOptions {
  /** Where runs that leave servers listening keep them (plugins whose manifest says `servers`). */
  previews?: ServerPreviews
  /** Runs served at once. */
  size?: number
  /** Clean warm processes kept ready for learners who have none (default 2). */
  spares?: number
  /**
   * Idle processes kept for the learners they served, so a learner's next run is warm. Default: as many as fit
   * in KEPT_MEMORY_MB at the plugin's memory budget each, between 2 and 64 (a class of 50 stays warm).
   */
  keep?: number
}

/**
 * Memory the kept processes of one plugin may hold at their budget. A warm process holds far less (25–120 MB
 * of its own), and one that reaches its budget is retired, so this is a ceiling, not a reservation.
 */
const KEPT_MEMORY_MB = 4096

export interface RunRequest extends Omit<RunInput, 'limits'> {
  limits?: Partial<Limits>
}

export interface RunOptions {
  /** Whose code this is: a process that ran one owner's code never runs another's. */
  owner: string
  /** Aborting stops the run (queued or running) with status `stopped`. */
  signal?: AbortSignal
  /**
   * The workspace's Run: servers the program leaves listening are kept for the preview (judge/sandbox/
   * serverPreviews.ts) instead of stopped once the run has answered.
   */
  keepServers?: boolean
}

type Job = QueuedRun

/** Consecutive failed starts after which waiting runs are answered instead of waiting on. */
const FAILED_STARTS_BEFORE_GIVING_UP = 3

/**
 * The sandboxed processes of one plugin (docs/judge-sandbox.md). A process serves one learner only: a clean
 * warm spare is given to a learner on their first run and keeps serving that learner; before anyone else's
 * run it is killed and replaced, never reset and reused. Waiting runs are served round-robin by learner, at
 * most `size` at once. A process that dies (time limit, memory, a V8 fatal error, stopped) costs only the run
 * it was serving, and the pool starts another.
 */
export class LearnerPool {
  private readonly processes: SandboxProcess[] = []
  private readonly queue = new FairQueue<Job>()
  private readonly readable: string[]
  private readonly size: number
  private readonly spares: number
  private readonly max: number
  private busy = 0
  private closed = false
  private failedStarts = 0
  private retryTimer: NodeJS.Timeout | undefined
  private firstReady: Promise<void>

  constructor(
    readonly manifest: PluginManifest,
    private readonly plugin: DiscoveredPlugin,
    options: PoolOptions = {},
  ) {
    this.size = options.size ?? 1
    this.spares = options.spares ?? 2
    const keep = options.keep ?? Math.max(2, Math.min(64, Math.floor(KEPT_MEMORY_MB / manifest.limits.memoryMb)))
    this.max = this.size + this.spares + keep
    this.readable = sandboxReadablePaths(plugin)
    this.provision()
    this.firstReady = Promise.all(this.processes.map((p) => p.ready)).then(() => undefined)
    this.firstReady.catch(() => undefined)
  }

  /** Whether the processes run inside namespaces (false: permission model and rlimits only). */
  get isolated(): boolean {
    return this.processes[0]?.isolated ?? false
  }

  /** Resolves when the first spares are warm (rejects if the sandbox cannot start at all). */
  ready(): Promise<void> {
    return this.firstReady
  }

  run(request: RunRequest, options: RunOptions): Promise<RunOutput> {
    const refusal = this.closed ? 'the judge is shutting down' : null
    return queueRun(this.queue, options, runInputOf(this.manifest, request), refusal, () => this.pump())
  }

  async close(): Promise<void> {
    this.closed = true
    clearTimeout(this.retryTimer)
    for (const job of this.queue.drain()) job.resolve(crashedRun('the judge is shutting down'))
    await Promise.all(this.processes.map((p) => p.close()))
  }

  /** The process an owner's next run may use now: their own idle one, else a clean idle spare. */
  private processFor(owner: string): SandboxProcess | undefined {
    const own = this.processes.find((p) => p.owner === owner)
    if (own) return own.state === 'idle' ? own : undefined
    return this.processes.find((p) => p.owner === null && p.state === 'idle')
  }

  private pump() {
    while (!this.closed && this.busy < this.size) {
      const next = this.queue.shift((owner) => this.processFor(owner) !== undefined)
      if (!next) break
      const process = this.processFor(next.owner)!
      process.owner = next.owner
      this.busy++
      void process.run(next.item.input, next.item.signal).then(async (output) => {
        // A runtime that crashed may be in any state, and one that hit its memory budget keeps that memory
        // (WebAssembly memory never shrinks): neither serves again, the learner's next run gets a fresh one.
        if ((output.status === 'crashed' || output.status === 'memory_limit') && process.state !== 'dead') this.retire(process)
        next.item.resolve(output)
        // The slot stays taken until the runtime has reset (or its process is gone).
        await process.whenSettled()
        this.busy--
        this.pump()
      })
    }
    this.provision()
  }

  /**
   * Keeps enough clean processes warm or warming: the spares, plus one for each waiting learner who has no
   * process of their own (up to `size`). At the process cap an idle process makes room: first one whose
   * learner has nothing waiting, then the one used longest ago.
   */
  private provision() {
    if (this.closed || this.retryTimer) return
    const waitingWithout = this.queue.owners().filter((o) => !this.processes.some((p) => p.owner === o)).length
    const wanted = this.spares + Math.min(waitingWithout, this.size)
    let clean = this.processes.filter((p) => p.owner === null).length
    while (clean < wanted) {
      if (this.processes.length >= this.max) {
        const waiting = new Set(this.queue.owners())
        const victim = this.processes
          .filter((p) => p.owner !== null && p.state === 'idle')
          .sort((a, b) => Number(waiting.has(a.owner!)) - Number(waiting.has(b.owner!)) || a.lastUsed - b.lastUsed)[0]
        if (!victim) break
        this.retire(victim)
      }
      this.spawn()
      clean++
    }
  }

  private spawn() {
    const process = new SandboxProcess(
      { pluginId: this.manifest.id, runtimeModule: this.plugin.runtimeModule, readable: this.readable, memoryMb: this.manifest.limits.memoryMb },
      // Output, error, table and preview each within the cap, JSON-escaped: room for all of them.
      8 * this.manifest.limits.outputBytes + 2 ** 20,
      (dead) => this.onExit(dead),
    )
    this.processes.push(process)
    process.ready.then(
      () => {
        this.failedStarts = 0
        this.pump()
      },
      () => undefined,
    )
  }

  private retire(process: SandboxProcess) {
    this.remove(process)
    process.kill()
  }

  private remove(process: SandboxProcess) {
    const index = this.processes.indexOf(process)
    if (index !== -1) this.processes.splice(index, 1)
  }

  private onExit(process: SandboxProcess) {
    this.remove(process)
    if (this.closed) return
    if (process.warmed) return this.pump()
    // A process that died while starting: back off before the next try, so a broken sandbox does not spin.
    this.failedStarts++
    if (this.failedStarts >= FAILED_STARTS_BEFORE_GIVING_UP) {
      for (const job of this.queue.drain()) job.resolve(crashedRun(`the ${this.manifest.id} runtime could not start`))
    }
    const delay = Math.min(30_000, 250 * 2 ** this.failedStarts)
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined
      this.pump()
    }, delay)
    this.retryTimer.unref()
  }
}

