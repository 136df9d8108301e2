import type { Payload, PayloadRequest } from 'payload'
// Imported by the migrations, which Node loads itself: relative imports name their files, and these modules
// import only packages and types.
import { LOCALES } from '../../domain/i18n/locales.ts'
import { FALLBACK, pick } from './localeFallback.ts'
import { deckRows } from './searchTerms.ts'
import { isSqlDatabase, runSql, sql } from '../sql/runSql.ts'
import { insertSearchRows } from './sql.ts'

type Text = { title: string | null; items: { title: string | null; body: string | null; code: string | null }[] }

/**
 * Writes the search rows of every deck that has none (the decks a database held before the slide library's
 * migration). Reads the deck tables as that migration found them, with plain SQL rather than Payload's find,
 * so that later schema changes cannot break it; each locale's text falls back as Payload shows it.
 */
export async function backfillSlideSearch(payload: Payload, req?: PayloadRequest): Promise<number> {
  if (!isSqlDatabase(payload)) return 0
  const missing = await runSql<{ id: number }>(payload, sql`SELECT s.id AS id FROM slides s WHERE NOT EXISTS (SELECT 1 FROM slide_search_terms t WHERE t.slide_id = s.id)`, req)
  for (const { id } of missing) {
    const titles = await runSql<{ locale: string; title: string | null }>(payload, sql`SELECT _locale AS locale, title FROM slides_locales WHERE _parent_id = ${id}`, req)
    const items = await runSql<{ locale: string; title: string | null; body: string | null; code: string | null }>(
      payload,
      sql`SELECT _locale AS locale, title, body, code FROM slides_items WHERE _parent_id = ${id} ORDER BY _order`,
      req,
    )
    const titleBy = new Map(titles.filter((t) => t.title).map((t) => [t.locale, t.title]))
    const itemsBy = new Map<string, Text['items']>()
    for (const item of items) itemsBy.set(item.locale, [...(itemsBy.get(item.locale) ?? []), item])
    const rows = LOCALES.flatMap((locale) => deckRows(Number(id), locale, { title: pick(titleBy, FALLBACK[locale]) ?? '', items: pick(itemsBy, FALLBACK[locale]) ?? [] }))
    await insertSearchRows(payload, rows, req)
  }
  return missing.length
}
