import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook, Payload, PayloadRequest } from 'payload'
import { LOCALES, type Locale } from '../locales'
import type { Slide } from '../payload-types'
import { indexTerms, titleKey } from './searchTerms'
import { isSqlDatabase, runSql, sql } from './sql'

/** The text of a deck that search reads in one locale: its title, then each slide's title, text and code. */
export const deckText = (deck: Pick<Slide, 'title' | 'items'>) =>
  [deck.title, ...(deck.items ?? []).flatMap((item) => [item.title, item.body, item.code])].filter(Boolean).join('\n')

/** The index rows of one deck in one locale (cms/collections/SlideSearchTerms). */
export const deckRows = (slideId: number | string, locale: Locale, deck: Pick<Slide, 'title' | 'items'>) => [
  { slide: slideId, locale, kind: 'title', term: titleKey(deck.title ?? '') },
  ...indexTerms(deckText(deck)).map((term) => ({ slide: slideId, locale, kind: 'text', term })),
]

const BATCH = 200

/**
 * Rewrites a deck's search rows for every locale, from what each locale shows (Payload's fallback included, so
 * Indonesian learners search the English text they see). Runs in the saving request's transaction.
 */
export async function indexSlideDeck(payload: Payload, slideId: number | string, req?: PayloadRequest) {
  if (!isSqlDatabase(payload)) return
  const rows = []
  for (const locale of LOCALES) {
    const deck = await payload.findByID({ collection: 'slides', id: slideId, locale, depth: 0, overrideAccess: true, req, disableErrors: true })
    if (deck) rows.push(...deckRows(slideId, locale, deck))
  }
  await runSql(payload, sql`DELETE FROM slide_search_terms WHERE slide_id = ${slideId}`, req)
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = rows.slice(i, i + BATCH).map((r) => sql`(${r.slide}, ${r.locale}, ${r.kind}, ${r.term})`)
    await runSql(payload, sql`INSERT INTO slide_search_terms (slide_id, locale, kind, term) VALUES ${sql.join(values, sql`, `)}`, req)
  }
}

export const indexSlideDeckAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await indexSlideDeck(req.payload, doc.id, req)
  return doc
}

/** Before a deck goes, its search rows and learners' favourite marks go (both reference it). */
export const forgetSlideDeckBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (isSqlDatabase(req.payload)) await runSql(req.payload, sql`DELETE FROM slide_search_terms WHERE slide_id = ${id}`, req)
  await req.payload.delete({ collection: 'favorite_slides', where: { slide: { equals: id } }, overrideAccess: true, req })
}
