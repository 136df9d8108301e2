import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { LessonCompletion } from '@cms/payload-types'
import { countCompletion } from '../../teams/teamLessonCounts'
import { idOf } from '../../progress/idOf'

/** Keeps the teams' lesson counts (cms/teams/teamLessonCounts.ts) whoever writes a completion: the server, staff or an account deletion. */
export const countCompletionOnChange: CollectionAfterChangeHook<LessonCompletion> = async ({ doc, previousDoc, operation, req }) => {
  const before = operation === 'update' ? previousDoc : null
  if (before && idOf(before.user) === idOf(doc.user) && idOf(before.lesson) === idOf(doc.lesson)) return doc
  if (before) await countCompletion(req, Number(idOf(before.user)), Number(idOf(before.lesson)), -1)
  await countCompletion(req, Number(idOf(doc.user)), Number(idOf(doc.lesson)), 1)
  return doc
}

export const uncountCompletionOnDelete: CollectionAfterDeleteHook<LessonCompletion> = async ({ doc, req }) => {
  await countCompletion(req, Number(idOf(doc.user)), Number(idOf(doc.lesson)), -1)
}
