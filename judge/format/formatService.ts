import { Worker } from 'node:worker_threads'

/** How long one file may take to format; past it the worker is ended and the learner told. */
export const FORMAT_TIME_MS = 3000
/** The worker's heap: a pathological file fails here, not in the server process. */
const FORMAT_HEAP_MB = 256

export type FormatResult = { ok: true; content: string } | { ok: false; reason: 'syntax'; line?: number } | { ok: false; reason: 'timeout' | 'unsupported' }

type Waiting = { resolve: (result: FormatResult) => void; timer: NodeJS.Timeout }

/**
 * Formats files in one worker thread, one file at a time (docs/judge-sandbox.md "Formatting"). A file that
 * takes longer than FORMAT_TIME_MS, or a worker that dies (out of memory), ends only that request: the worker
 * is replaced for the next one. The server process never parses learner code itself.
 */
export class FormatService {
  private worker: Worker | null = null
  private nextId = 1
  private readonly waiting = new Map<number, Waiting>()
  private queue: Promise<unknown> = Promise.resolve()

  format(extension: string, code: string): Promise<FormatResult> {
    const turn = this.queue.then(() => this.send(extension, code))
    this.queue = turn.catch(() => undefined)
    return turn
  }

  async close() {
    await this.worker?.terminate()
    this.worker = null
  }

  private send(extension: string, code: string): Promise<FormatResult> {
    const worker = this.ensureWorker()
    const id = this.nextId++
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id)
        resolve({ ok: false, reason: 'timeout' })
        void this.replace(worker)
      }, FORMAT_TIME_MS)
      this.waiting.set(id, { resolve, timer })
      worker.postMessage({ id, extension, code })
    })
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker
    const worker = new Worker(new URL('./formatWorker.ts', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: FORMAT_HEAP_MB } })
    worker.unref()
    worker.on('message', (answer: { id: number; ok: boolean; content?: string; line?: number; unsupported?: boolean }) => {
      const waiting = this.waiting.get(answer.id)
      if (!waiting) return
      this.waiting.delete(answer.id)
      clearTimeout(waiting.timer)
      waiting.resolve(answer.ok ? { ok: true, content: answer.content! } : answer.unsupported ? { ok: false, reason: 'unsupported' } : { ok: false, reason: 'syntax', line: answer.line })
    })
    // A worker that died (its heap limit) fails what it was doing; the next request gets a new one.
    worker.on('error', () => this.fail(worker))
    worker.on('exit', () => this.fail(worker))
    this.worker = worker
    return worker
  }

  private fail(worker: Worker) {
    if (this.worker !== worker) return
    this.worker = null
    for (const [id, waiting] of this.waiting) {
      clearTimeout(waiting.timer)
      waiting.resolve({ ok: false, reason: 'timeout' })
      this.waiting.delete(id)
    }
  }

  private async replace(worker: Worker) {
    if (this.worker === worker) this.worker = null
    await worker.terminate()
  }
}

/** The extensions the host can format (a plugin may declare only these). */
export const FORMATTABLE_EXTENSIONS = ['.html', '.htm', '.css', '.scss', '.js', '.mjs', '.sql'] as const
