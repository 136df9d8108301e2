/**
 * npm run bench — request latency of the one-port server, each figure beside a baseline measured in the same
 * run on the same server: the static home page (a file read). Writes bench/README.md.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { rootDir } from '../cms/paths'
import { spawnPlatform } from '../scripts/lib/spawnPlatform'
import { measure, type Stats } from './lib/measure'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300)
const platform = await spawnPlatform({ STAFF_EMAIL: 'bench@example.test', STAFF_PASSWORD: 'bench-password' })
try {
  const get = (p: string) => async () => {
    const response = await fetch(`${platform.url}${p}`)
    if (!response.ok) throw new Error(`${p} answered ${response.status}`)
    await response.arrayBuffer()
  }
  const rows: [string, Stats][] = []
  rows.push(['baseline: static home page /', await measure(get('/'), REQUESTS)])
  rows.push(['GET /api/courses (4 courses)', await measure(get('/api/courses?depth=0&locale=ja'), REQUESTS)])
  rows.push(['GET /api/pages?limit=50 (32 pages, field access applied)', await measure(get('/api/pages?depth=0&limit=50&locale=en'), REQUESTS)])
  rows.push(['GET /api/lessons?depth=1', await measure(get('/api/lessons?depth=1&locale=en'), REQUESTS)])

  const baseline = rows[0][1].p50
  const table = rows
    .map(([name, s]) => `| ${name} | ${s.p50.toFixed(2)} | ${s.p95.toFixed(2)} | ${(s.p50 / baseline).toFixed(1)}× |`)
    .join('\n')
  const report = `# Benchmarks

Written by \`npm run bench\` (bench/run.ts); do not edit by hand. Figures are milliseconds per request, sequential,
${REQUESTS} requests each after 20 warm-up requests, against a platform started as \`npm start\` does (embedded
SQLite, starter curriculum). The baseline is the static home page served by the same process in the same run.

Run: ${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}

| request | p50 ms | p95 ms | p50 vs baseline |
| --- | ---: | ---: | ---: |
${table}
`
  fs.writeFileSync(path.join(rootDir, 'bench', 'README.md'), report)
  console.log(report)
} finally {
  await platform.stop()
}
