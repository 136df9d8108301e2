import { spawnTopology } from '@tests/support/spawnTopology'
import { makeAccounts, playLearners } from '../lib/learnerLoad'
import { cpuProfiles } from '../lib/cpuProfiles'
import { childKinds, sampleCpu } from '../lib/processCpu'
import { sampleQueueWait } from '../lib/queueWait'
import { countSandboxStarts } from '../lib/sandboxStarts'
import { javascriptPage, topologyKind } from './scale'

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '—')
const CORES = 2

/**
 * The deployed topology's ceiling (issue #23): shorter runs of the same played learners at growing counts on one
 * deploy:local (2 web processes, 2 judge workers), each with the judge queue's wait, the judge sandboxes started and
 * where the CPU went. With `profile`, every Node process of the topology also writes a V8 CPU profile (which slows
 * it a little: a run for the profile, not for the figures).
 */
export async function scaleCeilingSuite(counts: number[], seconds: number, rampSeconds: number, profile = false): Promise<string> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
  const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const profiles = profile ? cpuProfiles() : null
  const topology = await spawnTopology({
    web: 2,
    workers: 2,
    postgresUrl,
    redisUrl,
    env: { STAFF_EMAIL: 'scale@example.test', STAFF_PASSWORD: 'scale-password-1', ...profiles?.env },
  })
  const rows: string[] = []
  const cpuShares: string[] = []
  let kinds = new Map<number, string>()
  let ceiling = 0
  try {
    const page = await javascriptPage(topology.url)
    for (const learners of counts) {
      let accounts: Awaited<ReturnType<typeof makeAccounts>>
      try {
        accounts = await makeAccounts(topology.url, learners)
      } catch (error) {
        rows.push(`| ${learners} | — | — | — | — | — | set-up failed: ${(error as Error).message} |`)
        break
      }
      const queue = sampleQueueWait(redisUrl)
      const cpu = sampleCpu(topology.pid, topologyKind)
      const starts = countSandboxStarts()
      const result = await playLearners({ url: topology.url, page, accounts, seconds, rampSeconds })
      const profile = cpu.stop()
      const sandboxes = starts.stop()
      const wait = await queue.stop()
      const { submit, run, autosave } = result.actions
      // Each run and each submit is one run of the learner's code (a submit's model-answer run is not the learner's).
      const learnerRuns = run.count + run.errors + submit.count + submit.errors
      const errors = Object.values(result.actions).reduce((sum, action) => sum + action.errors, 0)
      if (errors === 0 && submit.p95 <= 1000 && result.learnersWorking === learners) ceiling = learners
      rows.push(
        `| ${learners} | ${result.learnersWorking} | ${ms(autosave.p95)} | ${ms(run.p50)} / ${ms(run.p95)} | ${ms(submit.p50)} / ${ms(submit.p95)} | ${ms(wait.p50)} / ${ms(wait.p95)} | ${sandboxes} for ${learnerRuns} | ${errors} |`,
      )
      const busy = Object.entries(profile.cpu)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, cpuSeconds]) => `${kind} ${((cpuSeconds / (profile.seconds * CORES)) * 100).toFixed(0)} %`)
      cpuShares.push(`- ${learners} learners: ${busy.join(', ')}`)
    }
    kinds = childKinds(topology.pid, topologyKind)
  } finally {
    await topology.stop()
  }
  const places = profiles?.summarise((pid) => kinds.get(pid)) ?? {}
  const profileText = Object.entries(places)
    .map(([kind, list]) => `- ${kind}: ${list.map(([where, share]) => `${where} ${(share * 100).toFixed(0)} %`).join(', ')}`)
    .join('\n')
  console.log(`deploy:local's log: ${topology.logFile}`)
  // A profiled run is a section of its own: the profiler's cost must not replace the plain run's figures.
  return `## Scale ceiling of the deployed topology${profile ? ', profiled (BENCH_CPU_PROFILE=1)' : ''}

Written by \`npm run bench -- scaleCeiling\` (bench/suites/scaleCeiling.ts): the learners of "Scale" (same actions and
think times), ${seconds} s per row with ${rampSeconds} s of ramp, one after the other on one \`deploy:local --web 2 --workers 2\` (PostgreSQL,
Redis, nginx), load generator on the same 2 cores. Queue wait: how long runs waited in the judge queue before a worker
took them. Ceiling: the most learners with every one at work, no error and submit p95 ≤ 1 s.

| learners | at work | autosave p95 ms | run p50 / p95 ms | submit p50 / p95 ms | queue wait p50 / p95 ms | sandboxes started for learner runs | errors |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

**Ceiling on this machine: ${ceiling ? `${ceiling} learners` : `below ${counts[0]} learners`}.**

Where the CPU went (share of the machine's ${CORES} cores over each run; a judge worker's share includes its sandboxes):

${cpuShares.join('\n')}
${
  profileText
    ? `
Where each kind of Node process spent its busy time (V8 CPU profiles over the whole run, start-up included; shares of
that kind's busy samples; its sandboxes are other processes, not in these):

${profileText}
`
    : ''
}`
}
