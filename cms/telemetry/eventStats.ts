import type { Payload } from 'payload'
import { runSql, sql } from '../sql/runSql'
import { count, mongoCollection, telemetryDatabase, utcDayOf } from './telemetryDatabase'

/** The analytics view's figures (docs/admin.md "Analytics and JavaScript errors"). */
export interface EventStats {
  /** Every UTC day of the span, oldest first, zeros included. */
  days: { day: string; pageViews: number; clicks: number }[]
  topPages: { path: string; count: number }[]
  topTargets: { target: string; count: number }[]
}

const DAY_MS = 86_400_000

/**
 * Page views and clicks per UTC day over the last `days` days (today included), and the most viewed paths and
 * clicked targets in that span, counted by the database (GROUP BY on the (type, created_at) index), never by
 * reading rows into the server.
 */
export async function eventStats(payload: Payload, { days = 30, top = 10, now = new Date() }: { days?: number; top?: number; now?: Date } = {}): Promise<EventStats> {
  const firstDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS)
  const since = firstDay.toISOString()
  const counted = telemetryDatabase(payload) === 'mongoose' ? await countedInMongo(payload, firstDay, top) : await countedInSql(payload, since, top)
  const perDay = new Map(counted.perDay.map((row) => [`${row.day} ${row.type}`, row.count]))
  return {
    days: Array.from({ length: days }, (_, i) => {
      const day = new Date(firstDay.getTime() + i * DAY_MS).toISOString().slice(0, 10)
      return { day, pageViews: perDay.get(`${day} page_view`) ?? 0, clicks: perDay.get(`${day} click`) ?? 0 }
    }),
    topPages: counted.topPages.map(({ key, count }) => ({ path: key, count })),
    topTargets: counted.topTargets.map(({ key, count }) => ({ target: key, count })),
  }
}

type Counted = { perDay: { day: string; type: string; count: number }[]; topPages: { key: string; count: number }[]; topTargets: { key: string; count: number }[] }

async function countedInSql(payload: Payload, since: string, top: number): Promise<Counted> {
  const day = utcDayOf(payload)
  const perDay = await runSql<{ day: string; type: string; n: unknown }>(
    payload,
    sql`SELECT ${day} AS day, type, COUNT(*) AS n FROM application_events WHERE type IN ('page_view', 'click') AND created_at >= ${since} GROUP BY ${day}, type`,
  )
  const topOf = (type: string) =>
    runSql<{ target: string; n: unknown }>(payload, sql`SELECT target, COUNT(*) AS n FROM application_events WHERE type = ${type} AND created_at >= ${since} GROUP BY target ORDER BY n DESC, target LIMIT ${top}`)
  const [pages, targets] = await Promise.all([topOf('page_view'), topOf('click')])
  return {
    perDay: perDay.map((row) => ({ day: String(row.day), type: row.type, count: count(row.n) })),
    topPages: pages.map((row) => ({ key: row.target, count: count(row.n) })),
    topTargets: targets.map((row) => ({ key: row.target, count: count(row.n) })),
  }
}

async function countedInMongo(payload: Payload, since: Date, top: number): Promise<Counted> {
  const events = mongoCollection(payload, 'application_events')
  const perDay = await events.aggregate<{ _id: { day: string; type: string }; n: number }>([
    { $match: { type: { $in: ['page_view', 'click'] }, createdAt: { $gte: since } } },
    { $group: { _id: { day: { $dateToString: { format: '%Y-%m-%d', date: '$createdAt', timezone: 'UTC' } }, type: '$type' }, n: { $sum: 1 } } },
  ])
  const topOf = (type: string) =>
    events.aggregate<{ _id: string; n: number }>([{ $match: { type, createdAt: { $gte: since } } }, { $group: { _id: '$target', n: { $sum: 1 } } }, { $sort: { n: -1, _id: 1 } }, { $limit: top }])
  const [pages, targets] = await Promise.all([topOf('page_view'), topOf('click')])
  return {
    perDay: perDay.map((row) => ({ day: row._id.day, type: row._id.type, count: row.n })),
    topPages: pages.map((row) => ({ key: row._id, count: row.n })),
    topTargets: targets.map((row) => ({ key: row._id, count: row.n })),
  }
}
