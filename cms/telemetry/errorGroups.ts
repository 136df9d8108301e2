import type { Payload } from 'payload'
import type { LogKind } from '@domain/api/javascriptLogs'
import { runSql, sql, type SQL } from '../sql/runSql'
import { count, isoOf, mongoCollection, telemetryDatabase } from './telemetryDatabase'

/** One message of the JavaScript logs, as the errors view lists it (docs/admin.md "Analytics and JavaScript errors"). */
export interface ErrorGroup {
  kind: LogKind
  type: string
  message: string
  count: number
  firstSeen: string
  lastSeen: string
  /** The newest report's backtrace, file and line. */
  sample: { backtrace: string | null; file: string | null; line: number | null }
}

export interface ErrorFilter {
  kind?: LogKind
  type?: string
}

/**
 * The logs grouped by kind and message (their fingerprint), most reported first: counts, first and last seen
 * and the newest id counted by the database, then that newest report read for its backtrace. At most `limit`
 * groups; `types` lists the types there are, for the view's filter.
 */
export async function errorGroups(payload: Payload, filter: ErrorFilter = {}, limit = 50): Promise<{ groups: ErrorGroup[]; types: string[] }> {
  const found = telemetryDatabase(payload) === 'mongoose' ? await groupedInMongo(payload, filter, limit) : await groupedInSql(payload, filter, limit)
  const samples = found.groups.length
    ? await payload.find({ collection: 'javascript_logs', where: { id: { in: found.groups.map((g) => g.newestId) } }, depth: 0, limit: found.groups.length, pagination: false, overrideAccess: true })
    : { docs: [] }
  const byId = new Map(samples.docs.map((doc) => [String(doc.id), doc]))
  return {
    types: found.types,
    groups: found.groups.map(({ newestId, ...group }) => {
      const newest = byId.get(String(newestId))
      return { ...group, message: newest?.message ?? '', type: newest?.type ?? '', sample: { backtrace: newest?.backtrace ?? null, file: newest?.file ?? null, line: newest?.line ?? null } }
    }),
  }
}

type Found = { groups: (Omit<ErrorGroup, 'message' | 'type' | 'sample'> & { newestId: number | string })[]; types: string[] }

async function groupedInSql(payload: Payload, { kind, type }: ErrorFilter, limit: number): Promise<Found> {
  const conditions: SQL[] = [sql`1 = 1`]
  if (kind) conditions.push(sql`kind = ${kind}`)
  if (type) conditions.push(sql`type = ${type}`)
  const rows = await runSql<{ fingerprint: string; kind: LogKind; n: unknown; first_seen: unknown; last_seen: unknown; newest_id: number }>(
    payload,
    sql`SELECT fingerprint, MIN(kind) AS kind, COUNT(*) AS n, MIN(created_at) AS first_seen, MAX(created_at) AS last_seen, MAX(id) AS newest_id
        FROM javascript_logs WHERE ${sql.join(conditions, sql` AND `)} GROUP BY fingerprint ORDER BY n DESC, last_seen DESC LIMIT ${limit}`,
  )
  const types = await runSql<{ type: string }>(payload, sql`SELECT DISTINCT type FROM javascript_logs ORDER BY type LIMIT 100`)
  return {
    groups: rows.map((row) => ({ kind: row.kind, count: count(row.n), firstSeen: isoOf(row.first_seen), lastSeen: isoOf(row.last_seen), newestId: row.newest_id })),
    types: types.map((row) => row.type),
  }
}

async function groupedInMongo(payload: Payload, { kind, type }: ErrorFilter, limit: number): Promise<Found> {
  const logs = mongoCollection(payload, 'javascript_logs')
  const rows = await logs.aggregate<{ kind: LogKind; n: number; firstSeen: Date; lastSeen: Date; newestId: unknown }>([
    { $match: { ...(kind && { kind }), ...(type && { type }) } },
    { $sort: { createdAt: 1 } },
    { $group: { _id: '$fingerprint', kind: { $first: '$kind' }, n: { $sum: 1 }, firstSeen: { $first: '$createdAt' }, lastSeen: { $last: '$createdAt' }, newestId: { $last: '$_id' } } },
    { $sort: { n: -1, lastSeen: -1 } },
    { $limit: limit },
  ])
  const types = (await logs.distinct('type')) as string[]
  return {
    groups: rows.map((row) => ({ kind: row.kind, count: row.n, firstSeen: isoOf(row.firstSeen), lastSeen: isoOf(row.lastSeen), newestId: String(row.newestId) })),
    types: types.sort().slice(0, 100),
  }
}
