import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import type { Readable } from 'node:stream'
import type { RunInput, RunOutput } from '@plugins/contract'
import { capData, committedData, findDescendant } from './dataLimit'
import { readLines } from './lineReader'
import { capOutput, runOutputFromSandbox } from './runOutputSchema'
import { SECCOMP_FD, sandboxedNode } from './sandboxCommand'
import { RUNNER_ENTRY } from './sandboxFiles'

/** After the time limit the runtime gets this long to stop by itself before its process is killed. */
export const GRACE_MS = 250
/** How long a runtime may take to reset after a run before its process is replaced instead. */
export const RESET_MS = 5000
/** How much of the process's stderr is kept to tell a memory abort from another crash. */
const STDERR_TAIL = 4096
/** V8 and Emscripten's words for an allocation that failed: the run used too much memory. */
const OUT_OF_MEMORY = /out of memory|allocation failed|invalid (string|array|typed array|array buffer) length|invalid size error|Cannot allocate memory|MemoryError/i

export interface SandboxSpec {
  pluginId: string
  runtimeModule: string
  readable: string[]
  /** One run's memory budget on top of the warm runtime. */
  memoryMb: number
}

/**
 * A run whose time ran out while its process held at least this share of its memory budget ran out of memory:
 * a heap that nears its limit spends the time left collecting garbage (Sass building a huge list) instead of failing.
 */
const MEMORY_SHARE_AT_TIMEOUT = 0.75

type Ending = 'timeout' | 'memory' | 'stopped' | null

/**
 * One sandboxed runtime process (docs/judge-sandbox.md), seen from the judge. It is warm once `ready` resolves,
 * then serves one run at a time. Everything it says is untrusted: answers are size-capped and validated, and
 * every way it can die (killed for time, stopped, a V8 fatal error, an allocation that failed) becomes that
 * run's verdict. The pool decides whom it serves and when it is replaced.
 */
export class SandboxProcess {
  readonly ready: Promise<void>
  /** busy: running; resetting: answered, dropping the run's state (not yet able to take the next run). */
  state: 'starting' | 'idle' | 'busy' | 'resetting' | 'dead' = 'starting'
  /** The learner whose code this process has run (null: none yet — a clean spare). */
  owner: string | null = null
  lastUsed = 0
  /** Whether it ever became warm (a process that dies before that is a failed start). */
  warmed = false
  readonly isolated: boolean
  private readonly child: ChildProcess
  private stderrTail = ''
  private nextId = 1
  private current: { id: number; started: number; ending: Ending; timer?: NodeJS.Timeout; finish: (output: RunOutput) => void } | null = null
  private readonly exited: Promise<void>
  private resetTimer: NodeJS.Timeout | undefined
  /** The runtime's node and the data it held when warm (set once its memory is capped). */
  private memory: { pid: number; warm: number } | null = null
  private settle: (() => void) | null = null

  constructor(
    private readonly spec: SandboxSpec,
    private readonly maxAnswerBytes: number,
    onExit: (process: SandboxProcess) => void,
  ) {
    const { command, args, isolated, seccompFile } = sandboxedNode(RUNNER_ENTRY, [spec.runtimeModule], spec.readable, { heapMb: spec.memoryMb })
    this.isolated = isolated
    // PATH only finds prlimit and bwrap; bwrap starts the runtime with no environment at all.
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' } as unknown as NodeJS.ProcessEnv
    const seccomp = seccompFile ? fs.openSync(seccompFile, 'r') : null
    const stdio: ('pipe' | 'ignore' | number)[] = ['pipe', 'ignore', 'pipe', 'pipe']
    if (seccomp !== null) stdio[SECCOMP_FD] = seccomp
    try {
      this.child = spawn(command, args, { stdio, env })
    } finally {
      if (seccomp !== null) fs.closeSync(seccomp)
    }
    this.child.stdin!.on('error', () => undefined)
    this.child.stderr!.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL)
    })
    let announceReady!: () => void
    let failStart!: (error: Error) => void
    this.ready = new Promise<void>((resolve, reject) => {
      announceReady = resolve
      failStart = reject
    })
    this.ready.catch(() => undefined)
    readLines(this.child.stdio[3] as Readable, maxAnswerBytes, (line) => this.onLine(line, announceReady, failStart), () => this.kill())
    this.exited = new Promise((resolve) => {
      this.child.once('exit', () => {
        this.state = 'dead'
        this.settled()
        failStart(new Error(`the ${spec.pluginId} sandbox stopped while starting: ${this.stderrTail.trim().split('\n').at(-1) ?? ''}`))
        this.endRun(this.verdictOfExit())
        onExit(this)
        resolve()
      })
    })
    this.child.once('error', (error) => failStart(error))
  }

  /** Runs one request; resolves with its output however the run ends. */
  run(input: RunInput, signal?: AbortSignal): Promise<RunOutput> {
    if (this.state !== 'idle') return Promise.resolve(crashed('the sandbox is not ready', 0))
    this.state = 'busy'
    // Only what this run makes the process say can explain how it ended.
    this.stderrTail = ''
    const id = this.nextId++
    return new Promise<RunOutput>((resolve) => {
      const started = performance.now()
      const onAbort = () => this.end('stopped')
      this.current = {
        id,
        started,
        ending: null,
        finish: (output) => {
          signal?.removeEventListener('abort', onAbort)
          resolve(capOutput(output, input.limits.outputBytes))
        },
      }
      this.current.timer = setTimeout(() => this.end(this.nearMemoryBudget() ? 'memory' : 'timeout'), input.limits.timeMs + GRACE_MS)
      signal?.addEventListener('abort', onAbort, { once: true })
      this.child.stdin!.write(`${JSON.stringify({ id, input })}\n`)
      if (signal?.aborted) onAbort()
    })
  }

  /**
   * Resolves once the process can take another run (its runtime has reset) or is gone: until then it holds its
   * slot, so that a slow reset costs neither the next run's time limit nor another learner's turn.
   */
  whenSettled(): Promise<void> {
    if (this.state !== 'busy' && this.state !== 'resetting') return Promise.resolve()
    return new Promise((resolve) => {
      const before = this.settle
      this.settle = () => {
        before?.()
        resolve()
      }
    })
  }

  kill() {
    this.child.kill('SIGKILL')
  }

  private settled() {
    clearTimeout(this.resetTimer)
    const settle = this.settle
    this.settle = null
    settle?.()
  }

  /** Kills the process and waits until it is gone. */
  async close() {
    this.kill()
    await this.exited
  }

  private end(ending: Exclude<Ending, null>) {
    if (!this.current || this.current.ending) return
    this.current.ending = ending
    this.kill()
  }

  private async onLine(line: string, announceReady: () => void, failStart: (error: Error) => void) {
    let message: { type?: unknown; id?: unknown; output?: unknown }
    try {
      message = JSON.parse(line)
    } catch {
      return this.kill()
    }
    if (message.type === 'ready' && this.state === 'starting') {
      try {
        await this.capMemory()
        this.state = 'idle'
        this.warmed = true
        announceReady()
      } catch (error) {
        failStart(error as Error)
        this.kill()
      }
      return
    }
    if (message.type === 'idle' && this.state === 'resetting' && message.id === this.nextId - 1) {
      this.state = 'idle'
      return this.settled()
    }
    if (message.type !== 'result' || !this.current || message.id !== this.current.id || this.current.ending) return
    const output = runOutputFromSandbox(message.output)
    if (!output) return this.kill()
    this.state = 'resetting'
    // A reset that does not finish leaves the runtime untrusted: the process is replaced.
    this.resetTimer = setTimeout(() => this.kill(), RESET_MS)
    this.endRun(output)
  }

  /** The host pid of the runtime's node (below prlimit and bubblewrap), or null once it is gone. */
  runtimePid(): number | null {
    return this.child.pid === undefined ? null : findDescendant(this.child.pid, fs.realpathSync(process.execPath))
  }

  /** Lowers the data limit to the warm size plus one run's budget (see dataLimit.ts). */
  private async capMemory() {
    const node = this.runtimePid()
    if (node === null) throw new Error('the sandboxed runtime process was not found')
    const budget = this.spec.memoryMb * 2 ** 20
    this.memory = { pid: node, warm: (await capData(node, budget)) - budget }
  }

  /** Whether the runtime now holds most of its run's memory budget (MEMORY_SHARE_AT_TIMEOUT). */
  private nearMemoryBudget(): boolean {
    if (!this.memory) return false
    try {
      return committedData(this.memory.pid) - this.memory.warm >= MEMORY_SHARE_AT_TIMEOUT * this.spec.memoryMb * 2 ** 20
    } catch {
      return false // the process is already gone
    }
  }

  private endRun(output: RunOutput) {
    const run = this.current
    if (!run) return
    clearTimeout(run.timer)
    this.current = null
    this.lastUsed = Date.now()
    run.finish({ ...output, durationMs: output.durationMs || performance.now() - run.started })
  }

  /** What the run in flight, if any, becomes when the process dies. */
  private verdictOfExit(): RunOutput {
    const elapsed = this.current ? performance.now() - this.current.started : 0
    const ending = this.current?.ending
    if (ending === 'timeout') return { status: 'timeout', aborted: true, stdout: '', stderr: '', durationMs: elapsed }
    if (ending === 'stopped') return { status: 'stopped', stdout: '', stderr: '', durationMs: elapsed }
    if (ending === 'memory') return { status: 'memory_limit', stdout: '', stderr: '', durationMs: elapsed }
    if (OUT_OF_MEMORY.test(this.stderrTail)) return { status: 'memory_limit', stdout: '', stderr: '', durationMs: elapsed }
    return crashed('the runtime stopped unexpectedly', elapsed)
  }
}

const crashed = (stderr: string, durationMs: number): RunOutput => ({ status: 'crashed', stdout: '', stderr, durationMs })
