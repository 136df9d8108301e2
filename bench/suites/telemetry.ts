import { spawn } from 'node:child_process'
import { rootDir } from '@domain/repoPaths'
import { table, type Row } from '../lib/measure'
import { onBothDatabases, type DatabaseEnv } from '../lib/onBothDatabases'

/** Runs bench/lib/telemetryChild.ts on one database and answers what it printed on RESULT. */
function runChild(env: DatabaseEnv, events: number, logs: number): Promise<{ rows: Row[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/telemetryChild.ts', String(events), String(logs)], {
    cwd: rootDir,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let tail = ''
    let pending = ''
    let result: { rows: Row[] } | null = null
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString()
      const lines = pending.split('\n')
      pending = lines.pop()!
      for (const line of lines) {
        if (line.startsWith('RESULT ')) result = JSON.parse(line.slice(7))
        else if (line.startsWith('» ')) console.log(line.slice(2))
        tail = (tail + line + '\n').slice(-3000)
      }
    })
    child.stderr.on('data', (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-3000)))
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`the telemetry bench child exited (${code}) without a result\n${tail}`))))
  })
}

/**
 * The admin's analytics and JavaScript-errors views (docs/admin.md "Analytics and JavaScript errors"): their
 * counts (cms/telemetry) on `events` events and `logs` logs, on SQLite and PostgreSQL, timed in the server
 * process (the views read no endpoint), beside a plain COUNT(*) of the same table.
 */
export async function telemetrySuite(events: number, logs: number): Promise<string> {
  const sections = await onBothDatabases('telemetry', async (label, env) => `### ${label}\n\n${table((await runChild(env, events, logs)).rows)}`)
  return `## Staff analytics and JavaScript errors (${events.toLocaleString('en')} events, ${logs.toLocaleString('en')} logs)

Generated with SQL by bench/lib/telemetryData.ts: events over the last 60 days (four page views to one click,
200 paths, six click targets), logs with 500 distinct messages in four types, three in four js_error. The views'
counts (cms/telemetry/eventStats.ts, errorGroups.ts) run 50 times each after 5 warm-up runs in the process that
holds the database connection, no HTTP. Baseline: a plain COUNT(*) of the same table, measured in the same run.

${sections.join('\n')}`
}
