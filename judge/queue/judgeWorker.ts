import { Worker } from 'bullmq'
import type { RunOutput } from '@plugins/contract'
import { Pools } from '../sandbox/pools'
import { redisConnection } from './redis'
import { JUDGE_QUEUE, type RunJob } from './runService'

/** A judge worker: warm pools for every plugin, serving runs from the queue. */
export async function startJudgeWorker(redisUrl: string, concurrency = 2) {
  const pools = new Pools(undefined, { size: concurrency })
  await pools.ready()
  const connection = redisConnection(redisUrl)
  const worker = new Worker<RunJob, RunOutput>(
    JUDGE_QUEUE,
    (job) => pools.runnerFor(job.data.pluginId, job.data.support, job.data.owner)(job.data.files, { stdin: job.data.stdin, entry: job.data.entry }),
    { connection, concurrency },
  )
  await worker.waitUntilReady()
  return {
    async close() {
      await worker.close()
      await pools.close()
      connection.disconnect()
    },
  }
}
