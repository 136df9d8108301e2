import { Queue, QueueEvents } from 'bullmq'
import type { Redis } from 'ioredis'
import type { RunOutput, SourceFile } from '@plugins/contract'
import type { RunFiles } from '../engines/types'
import { discoverPlugins } from '../pluginHost/loader'
import { redisConnection } from './redis'
import { JUDGE_QUEUE, type RunJob, type RunService } from './runService'

/** How long a run may wait for a judge worker (queue time included) before it is reported as crashed. */
const WAIT_MS = 60_000

/**
 * Finished jobs stay in Redis for a while: a warm worker can finish a run before the server has started
 * waiting for it, and waitUntilFinished on a job already removed fails ("Missing key for job").
 */
export const RUN_JOB_OPTIONS = { removeOnComplete: { age: 60, count: 5_000 }, removeOnFail: { age: 300, count: 5_000 } } as const

/** Runs go to `npm run judge:worker` processes through a BullMQ queue on REDIS_URL. */
export class QueueRunner implements RunService {
  private readonly manifests = new Map(discoverPlugins().map((p) => [p.manifest.id, p.manifest]))
  private readonly connections: Redis[]
  private readonly queue: Queue<RunJob, RunOutput>
  private readonly events: QueueEvents

  constructor(redisUrl: string) {
    this.connections = [redisConnection(redisUrl), redisConnection(redisUrl)]
    this.queue = new Queue<RunJob, RunOutput>(JUDGE_QUEUE, { connection: this.connections[0] })
    this.events = new QueueEvents(JUDGE_QUEUE, { connection: this.connections[1] })
  }

  has(pluginId: string) {
    return this.manifests.has(pluginId)
  }

  formats(pluginId: string) {
    return this.manifests.get(pluginId)?.formatting ?? []
  }

  runnerFor(pluginId: string, hiddenFiles: SourceFile[], owner: string): RunFiles {
    return async (files, options = {}) => {
      const started = performance.now()
      try {
        const job = await this.queue.add('run', { pluginId, files, support: hiddenFiles, stdin: options.stdin ?? '', entry: options.entry, owner }, RUN_JOB_OPTIONS)
        // A stopped run answers at once; the worker's result for it, when it comes, is not waited for.
        return await Promise.race([job.waitUntilFinished(this.events, WAIT_MS) as Promise<RunOutput>, stoppedBy(options.signal)])
      } catch (error) {
        return { status: 'crashed', stdout: '', stderr: (error as Error).message, durationMs: performance.now() - started }
      }
    }
  }

  async ready() {
    await Promise.all([this.queue.waitUntilReady(), this.events.waitUntilReady()])
  }

  async close() {
    await this.events.close()
    await this.queue.close()
    for (const c of this.connections) c.disconnect()
  }
}

/** Resolves as a stopped run when the signal aborts (never without one). */
const stoppedBy = (signal?: AbortSignal) =>
  new Promise<RunOutput>((resolve) => {
    const stop = () => resolve({ status: 'stopped', stdout: '', stderr: '', durationMs: 0 })
    if (signal?.aborted) stop()
    else signal?.addEventListener('abort', stop, { once: true })
  })
