import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { NATIVE_WORK_DIR, type NativeStep, type NativeStepResult } from '@plugins/contract'
import { capData, committedData, findDescendant } from './dataLimit'
import { readLines } from './lineReader'
import { bubblewrapArgs, linkedLibraries, namespacesAvailable, prlimitArgs, SECCOMP_FD, START_LIMITS, type Bind } from './sandboxCommand'
import { seccompFilterFile } from './seccompFilter'
import { GRACE_MS } from './sandboxProcess'

/** Lines a program may report on fd 3 after its ready line, and their length. */
const MAX_REPORTS = 64
const MAX_REPORT_BYTES = 64 * 1024
/** How long a warm program may take to say it is ready. */
const READY_MS = 30_000
/** As for module runtimes: a run that times out holding this share of its budget ran out of memory. */
const MEMORY_SHARE_AT_TIMEOUT = 0.75
/** Servers a program may report; and how long after the first report the run answers (the rest start too). */
const MAX_SERVERS = 4
const SERVER_SETTLE_MS = 50
/** How long an exited program's pipes may stay open before its run ends without the rest of their output. */
const DRAIN_MS = 1_000

/** Resolves once every stream has ended or closed, or after DRAIN_MS. */
function drained(streams: Readable[]): Promise<void> {
  const ended = (stream: Readable) =>
    new Promise<void>((resolve) => {
      if (stream.readableEnded || stream.destroyed) return resolve()
      stream.once('end', resolve)
      stream.once('close', resolve)
    })
  return Promise.race([Promise.all(streams.map(ended)).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, DRAIN_MS).unref())])
}

/** The port of a launcher's `{"server": <port>}` line (plugins/README.md "Servers"), else null. */
function serverPort(line: string): number | null {
  try {
    const report = JSON.parse(line) as unknown
    const port = report && typeof report === 'object' ? (report as { server?: unknown }).server : undefined
    return Number.isInteger(port) && (port as number) > 0 && (port as number) < 65536 ? (port as number) : null
  } catch {
    return null
  }
}

type Ending = 'timeout' | 'memory_limit' | 'output_limit' | 'stopped'

/** A fresh host folder for one step's /work, readable (and writable, for builds) by the sandbox's user. */
export function makeWorkDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'open-learn-work-'))
}

/** Writes a step's files under `dir`, refusing paths that would leave it (absolute, `..`). */
export function writeFiles(dir: string, files: NonNullable<NativeStep['files']>) {
  for (const file of files) {
    const target = path.resolve(dir, file.path)
    if (!target.startsWith(dir + path.sep) || file.path.includes('\0')) throw new Error(`a file path leaves the work folder: ${file.path}`)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, file.content, { mode: file.executable ? 0o755 : 0o644 })
  }
}

/** The key under which warm processes of one step are interchangeable. */
export const warmKey = (step: NativeStep) =>
  JSON.stringify([step.command, step.readable ?? [], step.writable ?? [], step.env ?? {}, step.memoryMb, step.build ?? false, step.processes ?? false])

/**
 * One native program in a sandbox of its own (docs/judge-sandbox.md "Native runtimes"): bubblewrap's
 * namespaces, the seccomp filter, a data limit and a read-only root of the program, its libraries, the plugin
 * folder, the step's readable paths and /work. A warm step is started ahead and waits; `start` hands it the run.
 * Everything the program says is untrusted: output is capped, reports are capped, and however it ends (time,
 * memory, too much output, stopped, a signal) becomes the step's status.
 */
export class NativeProcess {
  readonly ready: Promise<void>
  readonly workDir: string
  private readonly child: ChildProcess
  private readonly executable: string
  private stdout: Buffer[] = []
  private stderr: Buffer[] = []
  private outputBytes = 0
  private readonly reports: string[] = []
  private readied = false
  private ending: Ending | null = null
  private started = 0
  private timer: NodeJS.Timeout | undefined
  private memory: { pid: number; limit: number; budget: number } | null = null
  private readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  private outputCap = Infinity
  /** The step may report servers; the ports reported; whether the run has answered while the program goes on. */
  private serving: boolean
  private readonly ports: number[] = []
  private serversUp: (() => void) | null = null
  private detached = false

  constructor(
    private readonly step: NativeStep,
    pluginDir: string,
  ) {
    this.serving = step.servers ?? false
    this.workDir = step.workDir ?? makeWorkDir()
    if (step.files) writeFiles(this.workDir, step.files)
    // A program the run itself built lives in /work: it is that folder's file, statically linked (a Go binary).
    const built = step.command[0].startsWith(`${NATIVE_WORK_DIR}/`)
    this.executable = built ? path.join(this.workDir, path.relative(NATIVE_WORK_DIR, step.command[0])) : fs.realpathSync(step.command[0])
    const budget = step.memoryMb * 2 ** 20
    // A warm program is capped once it is ready (its own size + the budget); any other from its first instruction.
    // CPU time: twice the run's time on both cores and the start's, so only a program that outlives its run (a
    // previewed server) ever meets it.
    const limits = prlimitArgs(step.warm ? START_LIMITS.dataBytes : budget, { cpuSeconds: Math.ceil(step.timeMs / 1000) * 2 + 30 })
    const stdio: ('pipe' | number)[] = ['pipe', 'pipe', 'pipe', 'pipe']
    let command: string
    let args: string[]
    let seccomp: number | null = null
    if (namespacesAvailable()) {
      const seccompFile = seccompFilterFile(step.processes ?? false)
      const program = built ? [] : [...linkedLibraries(this.executable), step.command[0], this.executable]
      const paths = [...program, pluginDir, ...(step.readable ?? [])]
      const binds: Bind[] = [
        ...[...new Set(paths)].filter((p) => fs.existsSync(p)).map((p) => ({ path: p })),
        ...(step.writable ?? []).map((p) => ({ path: p, writable: true })),
        { path: NATIVE_WORK_DIR, from: this.workDir, writable: step.build ?? false },
      ]
      command = 'prlimit'
      args = [...limits, 'bwrap', ...bubblewrapArgs({ binds, chdir: NATIVE_WORK_DIR, seccomp: seccompFile !== null, env: { HOME: NATIVE_WORK_DIR, ...step.env } }), ...step.command]
      if (seccompFile) seccomp = fs.openSync(seccompFile, 'r')
    } else {
      // Without namespaces (a machine with no bubblewrap) the program runs in its own process under the rlimits.
      command = 'prlimit'
      args = [...limits, ...step.command.map((a) => (a === NATIVE_WORK_DIR || a.startsWith(`${NATIVE_WORK_DIR}/`) ? this.workDir + a.slice(NATIVE_WORK_DIR.length) : a))]
    }
    if (seccomp !== null) stdio[SECCOMP_FD] = seccomp
    try {
      this.child = spawn(command, args, {
        stdio,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } as unknown as NodeJS.ProcessEnv,
        cwd: this.workDir,
      })
    } finally {
      if (seccomp !== null) fs.closeSync(seccomp)
    }
    this.child.stdin!.on('error', () => undefined)
    this.child.stdout!.on('data', (chunk: Buffer) => this.collect(this.stdout, chunk))
    this.child.stderr!.on('data', (chunk: Buffer) => this.collect(this.stderr, chunk))
    this.exited = new Promise((resolve) => {
      // 'exit' can come before the last of the program's output has been read from its pipes (seen on a loaded
      // machine: a run that printed three lines answered `ok` with no output). The run ends once stdout, stderr
      // and the report pipe have ended too, or DRAIN_MS after the exit if something still holds them open.
      this.child.once('exit', (code, signal) => void drained([this.child.stdout!, this.child.stderr!, this.child.stdio[3] as Readable]).then(() => resolve({ code, signal })))
      this.child.once('error', () => resolve({ code: null, signal: null }))
    })
    let announce!: () => void
    let fail!: (error: Error) => void
    this.ready = new Promise((resolve, reject) => {
      announce = resolve
      fail = reject
    })
    this.ready.catch(() => undefined)
    if (!step.warm) {
      this.readied = true
      announce()
      readLines(this.child.stdio[3] as Readable, MAX_REPORT_BYTES, (line) => this.report(line), () => undefined)
    } else {
      const timeout = setTimeout(() => (fail(new Error(`${path.basename(step.command[0])} did not get ready`)), this.kill()), READY_MS)
      timeout.unref()
      void this.exited.then(() => (clearTimeout(timeout), fail(new Error(`${path.basename(step.command[0])} stopped while starting: ${this.text(this.stderr).trim().slice(-600)}`))))
      readLines(
        this.child.stdio[3] as Readable,
        MAX_REPORT_BYTES,
        (line) => {
          if (!this.readied) {
            this.readied = true
            clearTimeout(timeout)
            this.capMemory().then(announce, (error: Error) => (fail(error), this.kill()))
          } else this.report(line)
        },
        () => undefined,
      )
    }
  }

  /** Puts a run's files in a warm program's /work (bound read-only inside; written here, from the host). */
  addFiles(files: NonNullable<NativeStep['files']>) {
    writeFiles(this.workDir, files)
  }

  /** Moves host files (an earlier step's build) into /work, under the names the step gives them. */
  moveIn(files: NonNullable<NativeStep['moveIn']>) {
    for (const { from, to } of files) {
      const target = path.resolve(this.workDir, to)
      if (!target.startsWith(this.workDir + path.sep)) throw new Error(`a file path leaves the work folder: ${to}`)
      fs.renameSync(from, target)
    }
  }

  /**
   * Runs the step (for a warm process, the run's own step: its start line, stdin and limits): hands the program
   * its start line and stdin, and waits for its end.
   */
  async run(step: NativeStep, signal?: AbortSignal): Promise<NativeStepResult> {
    await this.ready
    this.serving ||= step.servers ?? false
    const serversUp = new Promise<null>((resolve) => (this.serversUp = () => void setTimeout(() => resolve(null), SERVER_SETTLE_MS)))
    if (this.ports.length) this.serversUp!()
    this.started = performance.now()
    this.outputCap = step.outputBytes
    // Output the program wrote while loading is not the learner's.
    this.stdout = []
    this.stderr = []
    this.outputBytes = 0
    const onAbort = () => this.end('stopped')
    signal?.addEventListener('abort', onAbort, { once: true })
    this.timer = setTimeout(() => this.end(this.nearBudget() ? 'memory_limit' : 'timeout'), step.timeMs + GRACE_MS)
    this.child.stdin!.end(`${step.warm ? `${step.warm.start}\n` : ''}${step.stdin ?? ''}`)
    if (signal?.aborted) onAbort()
    const exit = await Promise.race([this.exited, serversUp])
    clearTimeout(this.timer)
    signal?.removeEventListener('abort', onAbort)
    if (exit === null && !this.ending) return this.serve()
    const { code, signal: killedBy } = exit ?? (await this.exited)
    const status: NativeStepResult['status'] = this.ending ?? (code === 0 ? 'ok' : 'error')
    return {
      status,
      exitCode: code,
      signal: killedBy,
      stdout: this.text(this.stdout),
      stderr: this.text(this.stderr),
      reports: [...this.reports],
      workDir: this.workDir,
      durationMs: performance.now() - this.started,
    }
  }

  kill() {
    this.child.kill('SIGKILL')
  }

  /**
   * The program listens: the run answers now, and the program goes on serving until its owner disposes of it.
   * What it prints from here on is dropped (nobody reads it; it must not pile up in the judge's memory).
   */
  private serve(): NativeStepResult {
    this.detached = true
    const result = {
      status: 'ok' as const,
      exitCode: null,
      signal: null,
      stdout: this.text(this.stdout),
      stderr: this.text(this.stderr),
      reports: [...this.reports],
      servers: [...this.ports],
      workDir: this.workDir,
      durationMs: performance.now() - this.started,
    }
    this.stdout = []
    this.stderr = []
    return result
  }

  /** A line on fd 3 after the ready line: a server listening (for a serving step), else a report. */
  private report(line: string) {
    const port = this.serving ? serverPort(line) : null
    if (port === null) {
      if (this.reports.length < MAX_REPORTS) this.reports.push(line)
      return
    }
    if (!this.ports.includes(port) && this.ports.length < MAX_SERVERS) this.ports.push(port)
    this.serversUp?.()
    this.serversUp = null
  }

  /** A serving program's Unix socket for `port` on the host (plugins/README.md "Servers"). */
  serverSocket(port: number): string {
    return path.join(this.workDir, '.servers', String(port))
  }

  /** Resolves when the program has ended, however it ended. */
  whenExited(): Promise<void> {
    return this.exited.then(() => undefined)
  }

  /** Kills the program if it still runs, waits for it, and removes its /work unless the step brought its own. */
  async dispose() {
    this.kill()
    await this.exited
    if (!this.step.workDir) fs.rmSync(this.workDir, { recursive: true, force: true })
  }

  private end(ending: Ending) {
    if (this.ending) return
    this.ending = ending
    this.kill()
  }

  private collect(into: Buffer[], chunk: Buffer) {
    if (this.detached) return
    const room = this.outputCap - this.outputBytes
    into.push(room >= chunk.length ? chunk : chunk.subarray(0, Math.max(0, room)))
    this.outputBytes += chunk.length
    if (this.outputBytes > this.outputCap) this.end('output_limit')
  }

  private text(chunks: Buffer[]) {
    return Buffer.concat(chunks).toString('utf8')
  }

  /** The host pid of the program (below prlimit and bubblewrap), by the path it was started at or its real path. */
  private programPid(): number | null {
    if (this.child.pid === undefined) return null
    return findDescendant(this.child.pid, this.step.command[0]) ?? findDescendant(this.child.pid, this.executable)
  }

  /** A warm program, once ready: its data limit becomes what it holds now plus the step's budget. */
  private async capMemory() {
    const pid = this.programPid()
    if (pid === null) throw new Error('the sandboxed program was not found')
    const budget = this.step.memoryMb * 2 ** 20
    this.memory = { pid, limit: await capData(pid, budget), budget }
  }

  private nearBudget(): boolean {
    try {
      if (!this.memory) {
        const pid = this.programPid()
        if (pid === null) return false
        this.memory = { pid, limit: this.step.memoryMb * 2 ** 20, budget: this.step.memoryMb * 2 ** 20 }
      }
      const warm = this.memory.limit - this.memory.budget
      return committedData(this.memory.pid) - warm >= MEMORY_SHARE_AT_TIMEOUT * this.memory.budget
    } catch {
      return false
    }
  }
}
