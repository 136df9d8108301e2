import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook, Payload, PayloadRequest } from 'payload'
import { LOCALES } from '@domain/i18n/locales'
import { deckRows } from './searchTerms'
import { isSqlDatabase, runSql, sql } from '../sql/runSql'
import { insertSearchRows } from './sql'

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
  await insertSearchRows(payload, rows, req)
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
