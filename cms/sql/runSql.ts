import { sql, type SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

// Hand-written SQL on both adapters, for what Payload's queries cannot say (counts by group, conditional updates).

export { sql, type SQL }

type SqlAdapter = {
  name: string
  drizzle: unknown
  sessions?: Record<string | number, { db?: unknown }>
  execute(args: { db?: unknown; drizzle?: unknown; sql: SQL }): Promise<{ rows: unknown[] }> | { rows: unknown[] }
}

/** Whether the platform runs on one of the SQL adapters (the hand-written SQL is for these two). */
export const isSqlDatabase = (payload: Payload) => ['sqlite', 'postgres'].includes(payload.db.name)

/**
 * Runs one parameterised statement on the request's transaction when it has one (SQLite has a single writer:
 * a statement outside the hook's transaction would wait for it), else on the adapter's connection, and
 * answers its rows as plain objects on both SQLite (libsql) and PostgreSQL.
 */
export async function runSql<Row = Record<string, unknown>>(payload: Payload, statement: SQL, req?: Partial<PayloadRequest>): Promise<Row[]> {
  const adapter = payload.db as unknown as SqlAdapter
  const transactionId = req?.transactionID ? await req.transactionID : undefined
  const db = (transactionId !== undefined && adapter.sessions?.[transactionId]?.db) || adapter.drizzle
  const result = await adapter.execute({ db, sql: statement })
  return (result?.rows ?? []).map((row) => ({ ...(row as object) }) as Row)
}
