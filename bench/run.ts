/**
 * npm run bench — every benchmark suite, each figure beside a baseline measured in the same run; writes
 * bench/README.md. `npm run bench -- judge` runs one suite.
 */
import { BENCH_SUITES, mergeIntoReport, type BenchSuite } from './lib/report'
import { auditSuite } from './suites/audit'
import { httpSuite } from './suites/http'
import { judgeSuite } from './suites/judge'
import { rankingsSuite } from './suites/rankings'
import { scaleSuite } from './suites/scale'
import { scaleCeilingSuite } from './suites/scaleCeiling'
import { siteSuite } from './suites/site'
import { slidesSuite } from './suites/slides'
import { stopSuite } from './suites/stop'
import { teamsSuite } from './suites/teams'
import { telemetrySuite } from './suites/telemetry'
import { terminalSuite } from './suites/terminal'
import { throughputSuite } from './suites/throughput'
import { usersMeSuite } from './suites/usersMe'
import { workspaceSuite } from './suites/workspace'

const suites = {
  judge: () => judgeSuite(Number(process.env.BENCH_RUNS ?? 300)),
  stop: () => stopSuite(Number(process.env.BENCH_STOPS ?? 20)),
  throughput: () => throughputSuite(Number(process.env.BENCH_SUBMISSIONS ?? 10)),
  http: () => httpSuite(Number(process.env.BENCH_REQUESTS ?? 300)),
  workspace: () => workspaceSuite(Number(process.env.BENCH_PAGE_LOADS ?? 10)),
  site: () => siteSuite(Number(process.env.BENCH_SITE_BUILDS ?? 3)),
  rankings: () => rankingsSuite(Number(process.env.BENCH_RANKING_USERS ?? 1_000_000), Number(process.env.BENCH_REQUESTS ?? 300)),
  teams: () => teamsSuite(Number(process.env.BENCH_TEAM_MEMBERS ?? 2_000), Number(process.env.BENCH_TEAM_CLEARS ?? 1_000_000), Number(process.env.BENCH_REQUESTS ?? 300)),
  usersMe: () => usersMeSuite(Number(process.env.BENCH_SECONDS ?? 10)),
  slides: () => slidesSuite(Number(process.env.BENCH_REQUESTS ?? 300), Number(process.env.BENCH_SLIDES ?? 100_000)),
  terminal: () => terminalSuite(Number(process.env.BENCH_KEYS ?? 300)),
  telemetry: () => telemetrySuite(Number(process.env.BENCH_TELEMETRY_EVENTS ?? 100_000), Number(process.env.BENCH_TELEMETRY_LOGS ?? 100_000)),
  // 500 learners for 5 minutes, ramped over the first minute (issue #23's load; bench/README.md "Scale").
  scale: () => scaleSuite(Number(process.env.BENCH_LEARNERS ?? 500), Number(process.env.BENCH_SCALE_SECONDS ?? 300), Number(process.env.BENCH_RAMP_SECONDS ?? 60)),
  // Growing counts of the same learners on the deployed topology, each with the CPU split (bench/README.md "Scale ceiling").
  scaleCeiling: () =>
    scaleCeilingSuite((process.env.BENCH_CEILING_LEARNERS ?? '50,100,150,200').split(',').map(Number), Number(process.env.BENCH_CEILING_SECONDS ?? 120), 20, process.env.BENCH_CPU_PROFILE === '1'),
  audit: () => auditSuite(),
} satisfies Record<BenchSuite, () => Promise<string>>

const chosen = process.argv.slice(2).filter((name): name is BenchSuite => name in suites)
const fresh: string[] = []
for (const name of chosen.length ? chosen : BENCH_SUITES) {
  console.log(`running ${name}…`)
  fresh.push(await suites[name]())
}
console.log(mergeIntoReport(fresh))
// The audit suite sets a failing exit code when a page is below its bar.
process.exit(process.exitCode ?? 0)
