import type { PayloadRequest, Payload } from 'payload'
import { runSql, sql } from '../sql/runSql.ts'
import type { deckRows } from './searchTerms'

const BATCH = 200

/** Appends search rows (cms/collections/SlideSearchTerms), a few hundred per statement. */
export async function insertSearchRows(payload: Payload, rows: ReturnType<typeof deckRows>, req?: PayloadRequest) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = rows.slice(i, i + BATCH).map((r) => sql`(${r.slide}, ${r.locale}, ${r.kind}, ${r.term})`)
    await runSql(payload, sql`INSERT INTO slide_search_terms (slide_id, locale, kind, term) VALUES ${sql.join(values, sql`, `)}`, req)
  }
}
