import { Queue } from 'bullmq'
import { redisConnection } from '@judge/queue/redis'
import { JUDGE_QUEUE } from '@judge/queue/runService'
import { percentiles, type Stats } from './measure'

/**
 * How long runs waited in the judge queue before a worker took them (a job's processedOn minus its timestamp),
 * read from the finished jobs Redis keeps for 60 s (judge/queue/queueRunner.ts), collected every 15 s.
 */
export function sampleQueueWait(redisUrl: string) {
  const connection = redisConnection(redisUrl)
  const queue = new Queue(JUDGE_QUEUE, { connection })
  const waits = new Map<string, number>()
  const since = Date.now()
  const collect = async () => {
    for (const job of [...(await queue.getCompleted(0, 10_000)), ...(await queue.getFailed(0, 10_000))]) {
      if (job.id && job.processedOn && job.timestamp >= since && !waits.has(job.id)) waits.set(job.id, job.processedOn - job.timestamp)
    }
  }
  const timer = setInterval(() => void collect().catch(() => undefined), 15_000)
  return {
    async stop(): Promise<Stats & { count: number }> {
      clearInterval(timer)
      await collect()
      await queue.close()
      connection.disconnect()
      return { count: waits.size, ...percentiles([...waits.values()]) }
    },
  }
}
