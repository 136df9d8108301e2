import { spawn, type ChildProcess } from 'node:child_process'
import readline from 'node:readline'

export interface ChildSpec {
  /** How its output lines are prefixed and how it is reported: web-1, worker-2, nginx, setup. */
  name: string
  command: string
  args: string[]
  env?: Record<string, string>
  /** Ready once a line containing this appears in its output, or once the probe answers true. */
  ready: { line: string } | { probe: () => Promise<boolean> }
  /** Started again when it dies after it was ready (deploy/README.md "On one machine"). */
  restart?: boolean
}

const MAX_RESTARTS = 5
const STOP_GRACE_MS = 15_000

interface Running {
  spec: ChildSpec
  child: ChildProcess
  restarts: number
}

/**
 * The children of `npm run deploy:local`: each in its own process group (so a web process's site build or a
 * worker's sandboxes stop with it), its output prefixed with its name; a child that dies is reported, and started
 * again up to MAX_RESTARTS times when its spec says so; stopAll ends every group, SIGKILL after a grace period.
 */
export class Supervisor {
  private readonly running = new Map<string, Running>()
  private stopping = false

  constructor(readonly log: (line: string) => void = (line) => console.log(line)) {}

  /** Starts a long-running child; resolves once it is ready, rejects if it exits first. */
  start(spec: ChildSpec, restarts = 0): Promise<void> {
    const child = this.spawn(spec)
    const entry: Running = { spec, child, restarts }
    this.running.set(spec.name, entry)
    const ready = this.whenReady(spec, child)
    child.once('exit', (code, signal) => {
      if (this.running.get(spec.name) === entry) this.running.delete(spec.name)
      if (!this.stopping) this.died(entry, ready.wasReady ? 'after it was ready' : 'before it was ready', signal ?? `exit ${code}`)
    })
    return ready.promise
  }

  /** Runs a one-shot child (the setup step) to its end; rejects unless it exits 0. */
  run(spec: Omit<ChildSpec, 'ready' | 'restart'>): Promise<void> {
    const child = this.spawn(spec)
    this.running.set(spec.name, { spec: { ...spec, ready: { line: '' } }, child, restarts: 0 })
    return new Promise((resolve, reject) => {
      child.once('exit', (code, signal) => {
        this.running.delete(spec.name)
        if (code === 0) resolve()
        else reject(new Error(`${spec.name} failed (${signal ?? `exit ${code}`})`))
      })
    })
  }

  /** SIGTERM to every child's group, then SIGKILL to what is still running after the grace period. */
  async stopAll(): Promise<void> {
    this.stopping = true
    const all = [...this.running.values()]
    await Promise.all(
      all.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return
        const exited = new Promise((resolve) => child.once('exit', resolve))
        signalGroup(child, 'SIGTERM')
        const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_GRACE_MS)
        await exited
        clearTimeout(timer)
        // What the child left running in its group (a site build's astro, a sandbox) goes too.
        signalGroup(child, 'SIGKILL')
      }),
    )
    this.running.clear()
  }

  private spawn(spec: Pick<ChildSpec, 'name' | 'command' | 'args' | 'env'>) {
    const child = spawn(spec.command, spec.args, { env: { ...process.env, ...spec.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    for (const stream of [child.stdout!, child.stderr!]) readline.createInterface({ input: stream }).on('line', (line) => this.log(`[${spec.name}] ${line}`))
    child.once('error', (error) => this.log(`[deploy] ${spec.name} could not start: ${error.message}`))
    return child
  }

  private whenReady(spec: ChildSpec, child: ChildProcess) {
    const state = { settled: false, wasReady: false, promise: Promise.resolve() }
    state.promise = new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        if (state.settled) return
        state.settled = true
        state.wasReady = !error
        if (error) reject(error)
        else resolve()
      }
      child.once('exit', (code, signal) => done(new Error(`${spec.name} exited (${signal ?? `exit ${code}`}) before it was ready`)))
      if ('line' in spec.ready) {
        const wanted = spec.ready.line
        for (const stream of [child.stdout!, child.stderr!]) readline.createInterface({ input: stream }).on('line', (line) => line.includes(wanted) && done())
      } else {
        const probe = spec.ready.probe
        const poll = async () => {
          while (!state.settled && child.exitCode === null) {
            if (await probe().catch(() => false)) return done()
            await new Promise((r) => setTimeout(r, 200))
          }
        }
        void poll()
      }
    })
    return state
  }

  private died(entry: Running, when: string, how: string) {
    const { spec, restarts } = entry
    if (!spec.restart || restarts >= MAX_RESTARTS || when === 'before it was ready') {
      this.log(`[deploy] ${spec.name} died ${when} (${how}); not restarted`)
      return
    }
    this.log(`[deploy] ${spec.name} died ${when} (${how}); starting it again (${restarts + 1}/${MAX_RESTARTS})`)
    setTimeout(() => {
      if (this.stopping) return
      this.start(spec, restarts + 1).then(
        () => this.log(`[deploy] ${spec.name} is back`),
        (error: Error) => this.log(`[deploy] ${error.message}`),
      )
    }, 1_000)
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    // The group is gone already.
  }
}
