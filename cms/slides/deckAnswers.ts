import type { PayloadRequest } from 'payload'
import { canUsePlan, type PlanType } from '@domain/plans/entitlement'
import type { AccessUser } from '@domain/roles'
import type { Locale } from '@domain/i18n/locales'
import type { Slide } from '../payload-types'
import type { Deck } from '@domain/api/slides'
import { FALLBACK, pick } from './localeFallback'
import { runSql, sql } from '../sql/runSql'

/** One deck as the learner calls answer it (domain/api/slides.ts): what the library and lesson pages draw. */
export type DeckAnswer = Deck

const list = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `)

type DeckRow = { id: number; version: Slide['version']; plan_type: PlanType; lesson_id: number; language_name: string; category: string; lesson_order: number | string; lesson_slug: string }
type ItemRow = { parent: number; locale: string; item_order: number | string; title: string | null; body: string | null; code: string | null; video_url: string | null; filename: string | null; width: number | null; height: number | null }

/**
 * The decks of these ids, in this order, in the locale (with Payload's fallback), with the caller's favourite
 * marks. Read with a few SQL statements rather than Payload's find, which spends most of a search's time on
 * the localised slides array; the slides of a deck the caller may not use are never included, the rule
 * Payload's field access applies to them (cms/collections/Slides).
 */
export async function deckAnswers(req: PayloadRequest, ids: number[], locale: Locale): Promise<DeckAnswer[]> {
  if (!ids.length) return []
  const { payload } = req
  const chain = FALLBACK[locale]
  const locales = sql.join(chain.map((l) => sql`${l}`), sql`, `)
  const decks = await runSql<DeckRow>(
    payload,
    sql`SELECT s.id AS id, s.version AS version, s.plan_type AS plan_type, s.lesson_id AS lesson_id, l.language_name AS language_name,
          l.category AS category, l."order" AS lesson_order, l.slug AS lesson_slug
        FROM slides s JOIN lessons l ON l.id = s.lesson_id WHERE s.id IN (${list(ids)})`,
    req,
  )
  if (!decks.length) return []
  const lessonIds = [...new Set(decks.map((d) => Number(d.lesson_id)))]
  const [titles, lessonTitles, items, firstPages, favorites] = await Promise.all([
    runSql<{ parent: number; locale: string; title: string }>(payload, sql`SELECT _parent_id AS parent, _locale AS locale, title FROM slides_locales WHERE _parent_id IN (${list(ids)}) AND _locale IN (${locales})`, req),
    runSql<{ parent: number; locale: string; title: string }>(payload, sql`SELECT _parent_id AS parent, _locale AS locale, title FROM lessons_locales WHERE _parent_id IN (${list(lessonIds)}) AND _locale IN (${locales})`, req),
    // Every locale's slides of these decks, ordered here: with a locale condition or an ORDER BY, SQLite
    // without statistics (the platform never runs ANALYZE) walks the locale or order index of all slides.
    runSql<ItemRow>(
      payload,
      sql`SELECT i._parent_id AS parent, i._locale AS locale, i._order AS item_order, i.title AS title, i.body AS body, i.code AS code, i.video_url AS video_url, m.filename AS filename, m.width AS width, m.height AS height
          FROM slides_items i LEFT JOIN media m ON m.id = i.image_id WHERE i._parent_id IN (${list(ids)})`,
      req,
    ).then((rows) => rows.filter((r) => chain.includes(r.locale as Locale)).sort((a, b) => Number(a.parent) - Number(b.parent) || Number(a.item_order) - Number(b.item_order))),
    runSql<{ lesson: number; chapter_order: number | string; page_order: number | string }>(
      payload,
      sql`SELECT c.lesson_id AS lesson, c."order" AS chapter_order, p."order" AS page_order FROM chapters c JOIN pages p ON p.chapter_id = c.id WHERE c.lesson_id IN (${list(lessonIds)})`,
      req,
    ).then((rows) => rows.sort((a, b) => Number(a.chapter_order) - Number(b.chapter_order) || Number(a.page_order) - Number(b.page_order))),
    req.user ? runSql<{ slide: number }>(payload, sql`SELECT slide_id AS slide FROM favorite_slides WHERE user_id = ${req.user.id} AND slide_id IN (${list(ids)})`, req) : [],
  ])
  const byParent = <T extends { parent: number; locale: string }>(rows: T[]) => {
    const map = new Map<number, Map<string, T[]>>()
    for (const row of rows) {
      const locales = map.get(Number(row.parent)) ?? new Map<string, T[]>()
      locales.set(row.locale, [...(locales.get(row.locale) ?? []), row])
      map.set(Number(row.parent), locales)
    }
    return map
  }
  const deckTitles = byParent(titles)
  const lessonTitleRows = byParent(lessonTitles)
  const deckItems = byParent(items)
  const exercisePaths = new Map<number, string>()
  const favorite = new Set(favorites.map((f) => Number(f.slide)))
  const byId = new Map(decks.map((d) => [Number(d.id), d]))
  return ids.flatMap((id) => {
    const deck = byId.get(id)
    if (!deck) return []
    const lessonId = Number(deck.lesson_id)
    const order = Number(deck.lesson_order)
    const lessonUrl = `/lessons/${deck.language_name}/${deck.category}/${order}`
    const first = firstPages.find((p) => Number(p.lesson) === lessonId)
    if (first && !exercisePaths.has(lessonId)) exercisePaths.set(lessonId, `/${deck.language_name}/${deck.lesson_slug}/${Number(first.chapter_order)}/${Number(first.page_order)}`)
    const entitled = canUsePlan(req.user as unknown as AccessUser | null, deck.plan_type)
    return [
      {
        id,
        title: pick(deckTitles.get(id), chain)?.[0]?.title ?? '',
        version: deck.version,
        planType: deck.plan_type,
        lesson: { id: lessonId, title: pick(lessonTitleRows.get(lessonId), chain)?.[0]?.title ?? '', languageName: deck.language_name, category: deck.category, order, url: lessonUrl },
        exerciseUrl: exercisePaths.get(lessonId) ?? lessonUrl,
        favorite: favorite.has(id),
        items: entitled
          ? (pick(deckItems.get(id), chain) ?? []).map((item) => ({
              title: item.title ?? null,
              body: item.body ?? null,
              code: item.code ?? null,
              videoUrl: item.video_url ?? null,
              image: item.filename ? { url: `/api/media/file/${encodeURIComponent(item.filename)}`, width: item.width === null ? null : Number(item.width), height: item.height === null ? null : Number(item.height) } : null,
            }))
          : [],
      },
    ]
  })
}
