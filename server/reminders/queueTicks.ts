import { Queue, Worker } from 'bullmq'
import type { Redis } from 'ioredis'
import { redisConnection } from '@judge/queue/redis'

export const REMINDER_QUEUE = 'reminders'
const SCHEDULER_ID = 'reminder-tick'

/**
 * With REDIS_URL: the tick is a BullMQ repeatable job (a job scheduler every interval). Every platform process
 * upserts the same scheduler and runs a worker, and BullMQ hands each repetition to one of them; should two
 * ever tick at once, the delivery rows' unique keys still let only one send (docs/reminders.md "The scheduler").
 */
export class QueueTicks {
  private readonly connections: Redis[]
  private readonly queue: Queue
  private worker: Worker | null = null

  constructor(
    redisUrl: string,
    private readonly intervalMs: number,
    private readonly tick: () => Promise<unknown>,
    readonly queueName = REMINDER_QUEUE,
  ) {
    this.connections = [redisConnection(redisUrl), redisConnection(redisUrl)]
    this.queue = new Queue(queueName, { connection: this.connections[0] })
  }

  async start() {
    await this.queue.upsertJobScheduler(SCHEDULER_ID, { every: this.intervalMs }, { name: 'tick', opts: { removeOnComplete: { count: 10 }, removeOnFail: { count: 100 } } })
    this.worker = new Worker(this.queueName, () => this.tick(), { connection: this.connections[1], concurrency: 1 })
    await this.worker.waitUntilReady()
  }

  /** The repeatable job as Redis holds it (for the tests and for staff looking at Redis). */
  schedulers() {
    return this.queue.getJobSchedulers()
  }

  async stop() {
    await this.worker?.close()
    await this.queue.close()
    for (const connection of this.connections) connection.disconnect()
  }
}
