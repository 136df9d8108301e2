import type { Payload, PayloadRequest } from 'payload'
import { prefixEnd, queryPrefixes, titleKey } from './searchTerms'
import { runSql, sql, type SQL } from '../sql/runSql'

/** What one listing of decks asks for; every filter is optional and they combine with AND. */
export interface DeckFilter {
  locale: string
  /** Plan types the caller may use (domain/plans/entitlement.ts): paid decks are never listed to anyone else. */
  plans: string[]
  searchWord?: string
  lessonIds?: number[]
  languageNames?: string[]
  /** Only this user's favourites. */
  favoritesOf?: number | string | null
  ids?: number[]
  offset: number
  limit: number
}

/**
 * A prefix whose index range holds fewer term rows than this drives the query (its decks are collected from
 * the index, then checked); when every prefix is broader, matches are common, so walking the decks in id order
 * and probing the index per deck reaches a page of results after a few probes.
 */
const NARROW_ROWS = 3000

const termMatch = (locale: string, prefix: string) =>
  sql`t.locale = ${locale} AND t.kind = 'text' AND t.term >= ${prefix} AND t.term < ${prefixEnd(prefix)}`

async function rowsInRange(payload: Payload, locale: string, prefix: string, req?: Partial<PayloadRequest>) {
  const [row] = await runSql<{ n: number | string }>(
    payload,
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM slide_search_terms t WHERE ${termMatch(locale, prefix)} LIMIT ${NARROW_ROWS}) AS hits`,
    req,
  )
  return Number(row?.n ?? 0)
}

/**
 * The ids of one page of decks matching the filter, in id order (the order staff created them, which follows
 * the curriculum), and whether this page is the last. Hand-written SQL over the denormalised search rows
 * (cms/collections/SlideSearchTerms) so that it stays an index range scan at 100,000 decks on SQLite and
 * PostgreSQL alike.
 */
export async function findDeckIds(payload: Payload, filter: DeckFilter, req?: Partial<PayloadRequest>): Promise<{ ids: number[]; isLast: boolean }> {
  if (!filter.plans.length) return { ids: [], isLast: true }
  const conditions: SQL[] = [sql`s.plan_type IN (${sql.join(filter.plans.map((p) => sql`${p}`), sql`, `)})`]
  if (filter.lessonIds?.length) conditions.push(sql`s.lesson_id IN (${sql.join(filter.lessonIds.map((id) => sql`${id}`), sql`, `)})`)
  if (filter.ids?.length) conditions.push(sql`s.id IN (${sql.join(filter.ids.map((id) => sql`${id}`), sql`, `)})`)
  if (filter.languageNames?.length) {
    conditions.push(sql`s.lesson_id IN (SELECT l.id FROM lessons l WHERE l.language_name IN (${sql.join(filter.languageNames.map((n) => sql`${n}`), sql`, `)}))`)
  }
  if (filter.favoritesOf !== undefined && filter.favoritesOf !== null) {
    conditions.push(sql`s.id IN (SELECT f.slide_id FROM favorite_slides f WHERE f.user_id = ${filter.favoritesOf})`)
  }
  const prefixes = queryPrefixes(filter.searchWord ?? '')
  if (prefixes.length) {
    const sizes = await Promise.all(prefixes.map(async (prefix) => ({ prefix, rows: await rowsInRange(payload, filter.locale, prefix, req) })))
    if (sizes.some((s) => s.rows === 0)) return { ids: [], isLast: true }
    const narrowest = sizes.reduce((a, b) => (b.rows < a.rows ? b : a))
    for (const { prefix } of sizes) {
      conditions.push(
        prefix === narrowest.prefix && narrowest.rows < NARROW_ROWS
          ? sql`s.id IN (SELECT t.slide_id FROM slide_search_terms t WHERE ${termMatch(filter.locale, prefix)})`
          : // A correlated scalar subquery, not EXISTS: PostgreSQL would turn EXISTS into a hash join over every
            // term of the broad prefix; this stays one index probe per deck, stopping once the page is full.
            sql`(SELECT 1 FROM slide_search_terms t WHERE t.slide_id = s.id AND ${termMatch(filter.locale, prefix)} LIMIT 1) IS NOT NULL`,
      )
    }
  }
  const rows = await runSql<{ id: number | string }>(
    payload,
    sql`SELECT s.id AS id FROM slides s WHERE ${sql.join(conditions, sql` AND `)} ORDER BY s.id LIMIT ${filter.limit + 1} OFFSET ${filter.offset}`,
    req,
  )
  const ids = rows.map((r) => Number(r.id))
  return { ids: ids.slice(0, filter.limit), isLast: ids.length <= filter.limit }
}

/** Deck ids whose title in the locale starts with the word, in title order (search suggestions). */
export async function findTitleMatches(payload: Payload, locale: string, word: string, plans: string[], limit: number, req?: Partial<PayloadRequest>) {
  const key = titleKey(word)
  if (!key || !plans.length) return []
  const rows = await runSql<{ id: number | string }>(
    payload,
    sql`SELECT t.slide_id AS id FROM slide_search_terms t JOIN slides s ON s.id = t.slide_id
        WHERE t.locale = ${locale} AND t.kind = 'title' AND t.term >= ${key} AND t.term < ${prefixEnd(key)}
          AND s.plan_type IN (${sql.join(plans.map((p) => sql`${p}`), sql`, `)})
        ORDER BY t.term, t.slide_id LIMIT ${limit}`,
    req,
  )
  return rows.map((r) => Number(r.id))
}
