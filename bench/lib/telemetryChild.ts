/**
 * Child process of the telemetry bench: migrates the database of DATABASE_URL (or DATA_DIR's SQLite file), fills
 * it with generated events and JavaScript logs, and times the staff views' counts (cms/telemetry) in this
 * process, beside a plain COUNT of the same table as baseline. Usage: node --import tsx
 * bench/lib/telemetryChild.ts <events> <logs>. Prints progress lines ("» …"), then one line "RESULT {json}".
 */
import { migrate } from '@cms/bootstrap/migrate'
import { payloadInstance } from '@cms/getPayload'
import { runSql, sql } from '@cms/sql/runSql'
import { errorGroups } from '@cms/telemetry/errorGroups'
import { eventStats } from '@cms/telemetry/eventStats'
import { measure, type Row } from './measure'
import { generateTelemetry } from './telemetryData'

const [events, logs] = process.argv.slice(2).map(Number)
const payload = await payloadInstance()
await migrate(payload)
console.log(`» generating ${events.toLocaleString('en')} events and ${logs.toLocaleString('en')} logs into ${payload.db.name}…`)
const generated = await generateTelemetry(payload, events, logs)
const runs = 50
const rows: Row[] = [
  [`baseline: SELECT COUNT(*) FROM application_events (${events.toLocaleString('en')} rows)`, await measure(async () => void (await runSql(payload, sql`SELECT COUNT(*) FROM application_events`)), runs, 5)],
  ['analytics view: 30 days per day + top 10 pages + top 10 targets (eventStats)', await measure(async () => void (await eventStats(payload)), runs, 5)],
  [`baseline: SELECT COUNT(*) FROM javascript_logs (${logs.toLocaleString('en')} rows)`, await measure(async () => void (await runSql(payload, sql`SELECT COUNT(*) FROM javascript_logs`)), runs, 5)],
  ['errors view: 50 groups by message, all kinds (errorGroups)', await measure(async () => void (await errorGroups(payload)), runs, 5)],
  ['errors view: filtered to js_error and one type', await measure(async () => void (await errorGroups(payload, { kind: 'js_error', type: 'TypeError' })), runs, 5)],
]
console.log(`RESULT ${JSON.stringify({ generated, rows })}`)
await payload.destroy()
process.exit(0)
