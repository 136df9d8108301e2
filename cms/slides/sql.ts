import { sql, type SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import type { deckRows } from './searchTerms'

export { sql, type SQL }

type SqlAdapter = {
  name: string
  drizzle: unknown
  sessions?: Record<string | number, { db?: unknown }>
  execute(args: { db?: unknown; drizzle?: unknown; sql: SQL }): Promise<{ rows: unknown[] }> | { rows: unknown[] }
}

/** Whether the platform runs on one of the SQL adapters (slide search is hand-written SQL for these two). */
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

const BATCH = 200

/** Appends search rows (cms/collections/SlideSearchTerms), a few hundred per statement. */
export async function insertSearchRows(payload: Payload, rows: ReturnType<typeof deckRows>, req?: PayloadRequest) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = rows.slice(i, i + BATCH).map((r) => sql`(${r.slide}, ${r.locale}, ${r.kind}, ${r.term})`)
    await runSql(payload, sql`INSERT INTO slide_search_terms (slide_id, locale, kind, term) VALUES ${sql.join(values, sql`, `)}`, req)
  }
}
