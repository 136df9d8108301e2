import { Worker } from 'node:worker_threads'
import path from 'node:path'
import { rootDir } from '../../cms/paths'
import type { Limits, PluginManifest, RunInput, RunOutput } from '../../plugins/contract'

const WORKER_ENTRY = path.join(rootDir, 'judge', 'sandbox', 'worker.ts')
/** After the time limit the runtime gets this long to stop by itself before its worker is terminated. */
const GRACE_MS = 250

interface Slot {
  worker: Worker
  ready: Promise<void>
  state: 'starting' | 'idle' | 'busy'
}

/**
 * Warm workers for one plugin: `size` to serve runs plus one initialised spare, so a worker that had to be
 * terminated (time limit, memory limit, crash) is replaced without a cold start on the next run. Every way a
 * run can end resolves to a RunOutput; nothing a learner's code does rejects or crashes the server.
 */
export class RuntimePool {
  private readonly slots: Slot[] = []
  private readonly waiting: ((slot: Slot) => void)[] = []
  private nextId = 1
  private closed = false

  constructor(
    readonly manifest: PluginManifest,
    private readonly runtimeModule: string,
    private readonly size = 1,
  ) {
    for (let i = 0; i < size + 1; i++) this.slots.push(this.spawn())
  }

  /** Resolves when every worker has loaded its runtime. */
  async ready(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.ready))
  }

  async run(input: Omit<RunInput, 'limits'> & { limits?: Partial<Limits> }): Promise<RunOutput> {
    const limits = { ...this.manifest.limits, ...input.limits }
    const slot = await this.acquire()
    const id = this.nextId++
    const started = performance.now()
    return new Promise<RunOutput>((resolve) => {
      const finish = (output: RunOutput, replace: boolean) => {
        clearTimeout(timer)
        slot.worker.off('message', onMessage)
        slot.worker.off('error', onError)
        slot.worker.off('exit', onExit)
        if (replace) this.replace(slot)
        else this.release(slot)
        resolve(capOutput(output, limits.outputBytes))
      }
      const elapsed = () => performance.now() - started
      const onMessage = (message: { type: string; id: number; output: RunOutput }) => {
        if (message.type === 'result' && message.id === id) finish(message.output, message.output.status === 'crashed')
      }
      const onError = (error: Error & { code?: string }) => {
        const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        finish({ status: memory ? 'memory_limit' : 'crashed', stdout: '', stderr: memory ? '' : error.message, durationMs: elapsed() }, true)
      }
      const onExit = () => finish({ status: 'crashed', stdout: '', stderr: 'the runtime stopped', durationMs: elapsed() }, true)
      const timer = setTimeout(() => finish({ status: 'timeout', aborted: true, stdout: '', stderr: '', durationMs: elapsed() }, true), limits.timeMs + GRACE_MS)
      slot.worker.on('message', onMessage)
      slot.worker.once('error', onError)
      slot.worker.once('exit', onExit)
      slot.worker.postMessage({ type: 'run', id, input: { ...input, limits } })
    })
  }

  /** Replaces every worker by a fresh one (after a memory spike, or to drop anything a runtime cached). */
  async recycle(): Promise<void> {
    for (const slot of [...this.slots]) if (slot.state !== 'busy') this.replace(slot)
    await this.ready()
  }

  async close(): Promise<void> {
    this.closed = true
    await Promise.all(this.slots.map((s) => s.worker.terminate()))
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_ENTRY, {
      workerData: { runtimeModule: this.runtimeModule },
      resourceLimits: { maxOldGenerationSizeMb: this.manifest.limits.memoryMb, maxYoungGenerationSizeMb: 16 },
      stdout: true,
      stderr: true,
      env: {},
    })
    const slot: Slot = { worker, state: 'starting', ready: Promise.resolve() }
    slot.ready = new Promise<void>((resolve, reject) => {
      const onMessage = (m: { type: string }) => {
        if (m.type !== 'ready') return
        worker.off('message', onMessage)
        worker.off('error', reject)
        resolve()
      }
      worker.on('message', onMessage)
      worker.once('error', reject)
    })
    slot.ready.then(
      () => this.release(slot),
      () => this.replace(slot),
    )
    return slot
  }

  private replace(slot: Slot) {
    const index = this.slots.indexOf(slot)
    if (index === -1) return
    void slot.worker.terminate()
    if (this.closed) {
      this.slots.splice(index, 1)
      return
    }
    this.slots[index] = this.spawn()
  }

  private acquire(): Promise<Slot> {
    const idle = this.slots.find((s) => s.state === 'idle')
    if (idle) {
      idle.state = 'busy'
      return Promise.resolve(idle)
    }
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  /** A slot that finished a run or started up serves the next waiting run, or waits idle. */
  private release(slot: Slot) {
    if (!this.slots.includes(slot)) return
    const next = this.waiting.shift()
    slot.state = next ? 'busy' : 'idle'
    next?.(slot)
  }
}

/** The host's own output cap, in case a runtime did not honour it. */
function capOutput(output: RunOutput, maxBytes: number): RunOutput {
  const bytes = Buffer.byteLength(output.stdout) + Buffer.byteLength(output.stderr)
  if (bytes <= maxBytes) return output
  return { ...output, status: 'output_limit', stdout: Buffer.from(output.stdout).subarray(0, maxBytes).toString(), stderr: '' }
}
