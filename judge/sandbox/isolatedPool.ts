import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { rootDir } from '../../cms/paths'
import type { Limits, PluginManifest, RunInput, RunOutput } from '../../plugins/contract'
import type { DiscoveredPlugin } from '../plugins/loader'
import { sandboxCommand } from './sandboxCommand'

const POOL_PROCESS = path.join(rootDir, 'judge', 'sandbox', 'poolProcess.ts')
const MEMORY_EXIT_CODE = 86

interface Pending {
  resolve: (output: RunOutput) => void
  started: number
}

/**
 * A plugin's worker pool in a sandboxed child process (see sandboxCommand). Same interface as RuntimePool.
 * If the process dies (memory budget, crash) the runs in flight end as memory_limit or crashed and a new
 * process starts; nothing reaches the server but the verdict.
 */
export class IsolatedPool {
  private child!: ChildProcess
  private starting!: Promise<void>
  private readonly pending = new Map<number, Pending>()
  private nextId = 1
  private closed = false
  /** Consecutive starts that failed: restarts back off so a broken sandbox does not spin. */
  private failedStarts = 0
  readonly isolated: boolean

  constructor(
    readonly manifest: PluginManifest,
    private readonly plugin: DiscoveredPlugin,
    private readonly size = 1,
  ) {
    this.isolated = sandboxCommand([]).isolated
    if (!this.isolated) console.warn(`[judge] ${manifest.id}: namespaces unavailable, running its pool in a plain child process`)
    this.spawn()
  }

  ready(): Promise<void> {
    return this.starting
  }

  async run(input: Omit<RunInput, 'limits'> & { limits?: Partial<Limits> }): Promise<RunOutput> {
    await this.starting
    const id = this.nextId++
    return new Promise((resolve) => {
      const started = performance.now()
      this.pending.set(id, { resolve, started })
      try {
        this.child.send({ type: 'run', id, input: { ...input, limits: { ...this.manifest.limits, ...input.limits } } })
      } catch (error) {
        this.pending.delete(id)
        resolve({ status: 'crashed', stdout: '', stderr: (error as Error).message, durationMs: performance.now() - started })
      }
    })
  }

  async recycle(): Promise<void> {
    this.child.kill('SIGKILL')
    await this.starting
  }

  async close(): Promise<void> {
    this.closed = true
    this.child.kill('SIGKILL')
  }

  private spawn() {
    const { command, args } = sandboxCommand(['--import', 'tsx', POOL_PROCESS, path.dirname(this.plugin.runtimeModule), String(this.size)])
    const child = spawn(command, args, {
      cwd: rootDir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: '/tmp', NODE_ENV: process.env.NODE_ENV ?? 'production', PLATFORM_ROOT: rootDir },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    this.child = child
    this.starting = new Promise<void>((resolve, reject) => {
      const onReady = (m: { type: string }) => m.type === 'ready' && (child.off('message', onReady), (this.failedStarts = 0), resolve())
      child.on('message', onReady)
      child.once('exit', (code) => reject(new Error(`${this.manifest.id} pool process exited (${code}) while starting`)))
    })
    this.starting.catch(() => undefined)
    child.on('message', (m: { type: string; id: number; output: RunOutput }) => {
      if (m.type !== 'result') return
      this.pending.get(m.id)?.resolve(m.output)
      this.pending.delete(m.id)
    })
    child.once('exit', (code) => {
      const status = code === MEMORY_EXIT_CODE ? 'memory_limit' : 'crashed'
      for (const [id, p] of this.pending) {
        p.resolve({ status, stdout: '', stderr: '', durationMs: performance.now() - p.started })
        this.pending.delete(id)
      }
      if (this.closed) return
      const delay = this.failedStarts && Math.min(30_000, 500 * 2 ** this.failedStarts)
      this.failedStarts++
      // Runs that arrive meanwhile wait for the new process.
      const restart = new Promise<void>((resolve, reject) => {
        setTimeout(() => {
          if (this.closed) return reject(new Error('closed'))
          this.spawn()
          this.starting.then(resolve, reject)
        }, delay)
      })
      restart.catch(() => undefined)
      this.starting = restart
    })
  }
}
