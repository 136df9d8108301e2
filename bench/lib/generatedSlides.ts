import type { Payload } from 'payload'
import { LOCALES } from '@domain/i18n/locales'
import { deckRows } from '@cms/slides/searchTerms'
import { runSql, sql } from '@cms/sql/runSql'

/** A deterministic pseudo-random sequence, so every run searches the same library. */
export function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const SYLLABLES = ['ka', 'ki', 'ku', 'ke', 'ko', 'sa', 'shi', 'su', 'se', 'so', 'ta', 'te', 'to', 'na', 'ni', 'no', 'ma', 'mi', 'mo', 'ra', 'ri', 'ro', 'la', 'le', 'de', 'do', 'pa', 'pe', 'ba', 'bo', 'va', 'zu']
const KANJI = [...'関数変数配列条件分岐繰返文字列数値型定義呼出引戻値表行列結合集計並替検索更新削除追加要素属性色幅高余白枠線背景画像選択器継承入出力例外処理']

/** The English-side vocabulary: 6,000 pseudo-words of 2 to 4 syllables ("kasute", "mirodo"). */
export function vocabulary(random: () => number, size = 6000): string[] {
  const words = new Set<string>()
  while (words.size < size) words.add(Array.from({ length: 2 + Math.floor(random() * 3) }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''))
  return [...words]
}

/**
 * One generated deck's texts per locale: English-like words picked with a skew (a few words are in many decks,
 * most in few, as in real text) and Japanese two-kanji words; two slides each.
 */
export function generatedDeck(random: () => number, words: string[]) {
  const word = () => words[Math.floor(words.length * random() ** 2)]
  const kanji = () => KANJI[Math.floor(random() * KANJI.length)] + KANJI[Math.floor(random() * KANJI.length)]
  const en = (n: number) => Array.from({ length: n }, word).join(' ')
  const ja = (n: number) => Array.from({ length: n }, kanji).join('、')
  return {
    en: { title: en(3), items: [{ title: en(2), body: en(6) }, { title: en(2), body: en(6) }] },
    ja: { title: ja(2), items: [{ title: ja(1), body: ja(3) }, { title: ja(1), body: ja(3) }] },
  }
}

/** Rows as one JSON parameter: the statement unpacks them on the database side, thousands per round trip. */
function insertJson(payload: Payload, table: string, columns: [name: string, pgType: string][], rows: Record<string, unknown>[]) {
  const json = JSON.stringify(rows)
  const names = sql.raw(columns.map(([c]) => `"${c}"`).join(', '))
  if (payload.db.name === 'postgres') {
    const casts = sql.raw(columns.map(([c, t]) => `"${c}"::${t}`).join(', '))
    const record = sql.raw(columns.map(([c]) => `"${c}" text`).join(', '))
    return runSql(payload, sql`INSERT INTO ${sql.raw(table)} (${names}) SELECT ${casts} FROM json_to_recordset(${json}::json) AS x(${record})`)
  }
  const picks = sql.raw(columns.map(([c]) => `json_extract(value, '$.${c}')`).join(', '))
  return runSql(payload, sql`INSERT INTO ${sql.raw(table)} (${names}) SELECT ${picks} FROM json_each(${json})`)
}

const BATCH = 2000

/**
 * Writes `count` decks straight into the tables Payload reads (slides, their localized titles and slides) and
 * their search rows exactly as the decks' hook would (cms/slides/searchTerms.ts `deckRows`, the same
 * tokenizer), 1 in 10 a Plus deck and 1 in 20 a Professional one. Indonesian rows copy the English, as
 * Payload's fallback shows English to Indonesian learners.
 */
export async function generateSlides(payload: Payload, lessonIds: number[], count: number, seed = 7): Promise<{ searchRows: number }> {
  const random = seeded(seed)
  const words = vocabulary(random)
  let searchRows = 0
  for (let start = 1; start <= count; start += BATCH) {
    const [slides, titles, items, terms]: Record<string, unknown>[][] = [[], [], [], []]
    for (let id = start; id < Math.min(start + BATCH, count + 1); id++) {
      const deck = generatedDeck(random, words)
      const planType = id % 20 === 0 ? 'professional' : id % 10 === 0 ? 'plus' : 'basic'
      slides.push({ id, slug: `gen-deck-${id}`, lesson_id: lessonIds[id % lessonIds.length], version: 'v3', plan_type: planType })
      for (const locale of LOCALES) {
        const text = locale === 'ja' ? deck.ja : deck.en
        titles.push({ title: text.title, _locale: locale, _parent_id: id })
        text.items.forEach((item, order) => items.push({ _order: order + 1, _parent_id: id, _locale: locale, id: `gen-${id}-${locale}-${order}`, title: item.title, body: item.body }))
        terms.push(...deckRows(id, locale, text).map((r) => ({ slide_id: r.slide, locale: r.locale, kind: r.kind, term: r.term })))
      }
    }
    await insertJson(payload, 'slides', [['id', 'int'], ['slug', 'text'], ['lesson_id', 'int'], ['version', 'enum_slides_version'], ['plan_type', 'enum_slides_plan_type']], slides)
    await insertJson(payload, 'slides_locales', [['title', 'text'], ['_locale', '_locales'], ['_parent_id', 'int']], titles)
    await insertJson(payload, 'slides_items', [['_order', 'int'], ['_parent_id', 'int'], ['_locale', '_locales'], ['id', 'text'], ['title', 'text'], ['body', 'text']], items)
    for (let i = 0; i < terms.length; i += 20_000) await insertJson(payload, 'slide_search_terms', [['slide_id', 'int'], ['locale', 'text'], ['kind', 'text'], ['term', 'text']], terms.slice(i, i + 20_000))
    searchRows += terms.length
  }
  if (payload.db.name === 'postgres') {
    await runSql(payload, sql`SELECT setval(pg_get_serial_sequence('slides', 'id'), ${count})`)
    // What autovacuum does after a bulk load (statistics, visibility map for index-only scans), done now rather
    // than at some point during the measurement. SQLite gets no ANALYZE: the platform never runs one either.
    for (const table of ['slides', 'slides_locales', 'slides_items', 'slide_search_terms']) await runSql(payload, sql`VACUUM ANALYZE ${sql.raw(table)}`)
  }
  return { searchRows }
}
