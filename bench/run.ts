/**
 * npm run bench — every benchmark suite, each figure beside a baseline measured in the same run; writes
 * bench/README.md. `npm run bench -- judge` runs one suite.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { rootDir } from '../cms/paths'
import { httpSuite } from './suites/http'
import { judgeSuite } from './suites/judge'
import { throughputSuite } from './suites/throughput'

const suites: Record<string, () => Promise<string>> = {
  judge: () => judgeSuite(Number(process.env.BENCH_RUNS ?? 300)),
  throughput: () => throughputSuite(Number(process.env.BENCH_SUBMISSIONS ?? 10)),
  http: () => httpSuite(Number(process.env.BENCH_REQUESTS ?? 300)),
}
const chosen = process.argv.slice(2).filter((name) => name in suites)
const sections: string[] = []
for (const name of chosen.length ? chosen : Object.keys(suites)) {
  console.log(`running ${name}…`)
  sections.push(await suites[name]())
}
const report = `# Benchmarks

Written by \`npm run bench\` (bench/run.ts); do not edit by hand. Milliseconds; sequential; every figure is
measured in the same run as its baseline.

Run: ${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · ${Math.round(os.totalmem() / 2 ** 30)} GiB

${sections.join('\n')}`
fs.writeFileSync(path.join(rootDir, 'bench', 'README.md'), report)
console.log(report)
process.exit(0)
