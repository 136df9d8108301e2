import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { CompaniesUser } from '@cms/payload-types'
import { countMembership } from '../../teams/teamLessonCounts'
import { idOf } from '../../progress/idOf'

/** A membership that comes, goes or moves brings its member's completed lessons into or out of the team's counts (cms/teams/teamLessonCounts.ts). */
export const countLessonsOnChange: CollectionAfterChangeHook<CompaniesUser> = async ({ doc, previousDoc, operation, req }) => {
  const before = operation === 'update' ? previousDoc : null
  if (before && idOf(before.company) === idOf(doc.company) && idOf(before.user) === idOf(doc.user)) return doc
  if (before) await countMembership(req, Number(idOf(before.company)), Number(idOf(before.user)), -1)
  await countMembership(req, Number(idOf(doc.company)), Number(idOf(doc.user)), 1)
  return doc
}

export const uncountLessonsOnDelete: CollectionAfterDeleteHook<CompaniesUser> = async ({ doc, req }) => {
  await countMembership(req, Number(idOf(doc.company)), Number(idOf(doc.user)), -1)
}
