import type { PayloadRequest } from 'payload'
import { FULL_BUILD, type BuildScope } from '@domain/site/buildScope'
import { lessonEditScope, type ChangedLesson } from '@domain/site/curriculumChangeScope'

type Doc = Record<string, unknown>

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value)
const changed = (doc: Doc, previous: Doc | undefined, fields: string[]) => fields.some((field) => String(idOf(doc[field])) !== String(idOf(previous?.[field])))

/**
 * The pages of the static site an in-place update can have changed (docs/site.md "Publishing"). A lesson,
 * chapter or page edited where it stands rebuilds that lesson's pages and the lists that show it; moving
 * pages or chapters within their lesson too (the lesson's pages are rendered whole, so none lingers at an old
 * address). Anything else (a new or moved lesson, a project page, another collection) rebuilds the site.
 */
export async function changeScope(req: PayloadRequest, collection: string, doc: Doc, previous: Doc | undefined): Promise<BuildScope> {
  switch (collection) {
    case 'lessons':
      if (changed(doc, previous, ['slug', 'languageName', 'category', 'order', 'course'])) return FULL_BUILD
      return lessonEditScope(doc as unknown as ChangedLesson)
    case 'chapters':
      if (changed(doc, previous, ['lesson'])) return FULL_BUILD
      return scopeOfLesson(req, doc.lesson)
    case 'pages':
      // Project pages are numbered within their topic, on routes built whole but not cleared of old addresses.
      if (doc.topic || previous?.topic || changed(doc, previous, ['lesson'])) return FULL_BUILD
      return scopeOfLesson(req, doc.lesson)
    default:
      return FULL_BUILD
  }
}

async function scopeOfLesson(req: PayloadRequest, lesson: unknown): Promise<BuildScope> {
  const id = idOf(lesson)
  if (typeof id !== 'number' && typeof id !== 'string') return FULL_BUILD
  const found = await req.payload.findByID({ collection: 'lessons', id, depth: 0, req, disableErrors: true, overrideAccess: true })
  return found ? lessonEditScope(found as unknown as ChangedLesson) : FULL_BUILD
}
