import { Worker } from 'bullmq'
import type { RunOutput } from '@plugins/contract'
import { Pools } from '../sandbox/pools'
import { redisConnection } from './redis'
import { JUDGE_QUEUE, type RunJob } from './runService'

/**
 * A worker that dies (kill -9, a lost machine) stops renewing its runs' locks: another worker finds them stalled
 * within LOCK_MS + STALL_CHECK_MS and fails them, so the learner is answered "run again" in under 10 s instead of
 * waiting out the server's 60 s (docs/judge-sandbox.md "Judge workers"). A stalled run is failed, not run again:
 * a second run could answer after the learner already ran it again.
 */
const LOCK_MS = 6_000
const STALL_CHECK_MS = 2_000
export const WORKER_OPTIONS = { lockDuration: LOCK_MS, stalledInterval: STALL_CHECK_MS, maxStalledCount: 0 } as const

/** A judge worker: warm pools for every plugin, serving runs from the queue. Its jobs name it (`processedBy`). */
export async function startJudgeWorker(redisUrl: string, concurrency = 2) {
  const pools = new Pools(undefined, { size: concurrency })
  // A language whose runtime cannot start yet does not keep the worker from serving the others: its pool retries.
  await pools.ready().catch((error: Error) => console.error(`[judge worker] ${error.message}; that language's pool keeps retrying`))
  const connection = redisConnection(redisUrl)
  const worker = new Worker<RunJob, RunOutput>(
    JUDGE_QUEUE,
    (job) => pools.runnerFor(job.data.pluginId, job.data.support, job.data.owner)(job.data.files, { stdin: job.data.stdin, entry: job.data.entry }),
    { connection, concurrency, name: `judge-worker-${process.pid}`, ...WORKER_OPTIONS },
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
