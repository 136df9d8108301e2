/** npm run judge:worker — a judge worker process for REDIS_URL's queue (scale out by starting more). */
import { startJudgeWorker } from './judgeWorker'

const url = process.env.REDIS_URL
if (!url) {
  console.error('judge:worker needs REDIS_URL (e.g. redis://127.0.0.1:6379)')
  process.exit(2)
}
const worker = await startJudgeWorker(url, Number(process.env.JUDGE_CONCURRENCY ?? 2))
console.log(`Judge worker ready on ${new URL(url).host}`)
const stop = async () => {
  await worker.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
