import type { Payload } from 'payload'
import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import { sql, type SQL } from '../sql/runSql'

/**
 * What the staff views' counts need from the database beyond runSql (cms/sql/runSql.ts): the UTC day of a row's
 * created_at in each SQL dialect, and the Mongo collection for the MongoDB adapter's pipelines.
 */

export type TelemetryDatabase = 'sqlite' | 'postgres' | 'mongoose'

export const telemetryDatabase = (payload: Payload) => payload.db.name as TelemetryDatabase

/** created_at as 'YYYY-MM-DD' in UTC: SQLite stores the ISO text, PostgreSQL a timestamptz. */
export const utcDayOf = (payload: Payload): SQL =>
  telemetryDatabase(payload) === 'postgres' ? sql`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : sql`substr(created_at, 1, 10)`

/** A Mongo collection of the MongoDB adapter, for an aggregation pipeline. */
export const mongoCollection = (payload: Payload, slug: 'application_events' | 'javascript_logs') => (payload.db as unknown as MongooseAdapter).collections[slug]

/** A COUNT from either SQL driver (PostgreSQL answers bigint as text). */
export const count = (value: unknown) => Number(value ?? 0)

/** A timestamp from either driver (SQLite answers the ISO text, PostgreSQL a Date or text) as ISO text. */
export const isoOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value).replace(' ', 'T').replace(/\+00$/, 'Z'))).toISOString()
