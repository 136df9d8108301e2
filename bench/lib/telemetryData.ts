import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { runSql, sql } from '@cms/sql/runSql'

const BATCH = 500
const DAY_MS = 86_400_000
const TARGETS = ['header_link:courses', 'header_link:slides', 'header_link:rankings', 'header_link:plans', 'welcome:analytics', 'subscription_form:submit']
const TYPES = ['TypeError', 'ReferenceError', 'RangeError', 'UnhandledRejection']

/**
 * Generated rows for the telemetry bench, inserted with SQL in batches: `events` application events over the
 * last 60 days (four page views to one click; 200 paths, a few favourites), and `logs` JavaScript logs with 500
 * distinct messages, three in four of them js_error.
 */
export async function generateTelemetry(payload: Payload, events: number, logs: number) {
  const now = Date.now()
  const at = (i: number) => new Date(now - ((i * 7919) % (60 * DAY_MS))).toISOString()
  for (let start = 0; start < events; start += BATCH) {
    const values = []
    for (let i = start; i < Math.min(events, start + BATCH); i++) {
      const click = i % 5 === 0
      const target = click ? TARGETS[i % TARGETS.length] : `/courses/${i % 7 === 0 ? 'html' : `lesson-${i % 200}`}`
      values.push(sql`(${click ? 'click' : 'page_view'}, ${target}, ${at(i)}, ${at(i)})`)
    }
    await runSql(payload, sql`INSERT INTO application_events (type, target, updated_at, created_at) VALUES ${sql.join(values, sql`, `)}`)
  }
  for (let start = 0; start < logs; start += BATCH) {
    const values = []
    for (let i = start; i < Math.min(logs, start + BATCH); i++) {
      const kind = i % 4 === 3 ? 'js_debug' : 'js_error'
      const message = `${TYPES[i % TYPES.length]}: generated failure ${i % 500}`
      const fingerprint = createHash('sha256').update(`${kind}\n${message}`).digest('hex').slice(0, 32)
      values.push(sql`(${kind}, ${TYPES[i % TYPES.length]}, 'error', ${message}, ${fingerprint}, ${`Error: ${message}\n    at run (https://example.test/_astro/page.js:${i % 90}:7)`}, ${at(i)}, ${at(i)})`)
    }
    await runSql(payload, sql`INSERT INTO javascript_logs (kind, type, level, message, fingerprint, backtrace, updated_at, created_at) VALUES ${sql.join(values, sql`, `)}`)
  }
  return { events, logs }
}
