import type { PayloadRequest } from 'payload'
import type { Document, LearningPath } from '../payload-types'
import type { Locale } from '@domain/i18n/locales'
import { pathProgress, type PathOutline, type PathProgress, type PathStepOutline } from '@domain/paths/pathProgress'
import { idOf } from './idOf'
import { lessonClears } from './lessonClears'
import { exerciseUrl, LESSON_SELECT, lessonOutlines, lessonUrl, type LessonRow } from './lessonOutlines'
import { readAll } from './readAll'

/** A step as the path page shows it: what it is, where its button leads. */
export interface StepView {
  contentType: 'lesson' | 'document'
  title: string
  /** Where the step's button leads for its action (the lesson page, the first page not yet cleared, the document). */
  url: string
  clearedPages: number | null
  totalPages: number | null
}

export interface PathReading {
  path: LearningPath
  outline: PathOutline
  steps: StepView[][]
  progress: PathProgress
  /** The learner's start of this path, and the path they are on now. */
  started: { status: 'active' | 'paused'; completionSeenAt: string | null } | null
  activePath: { slug: string; title: string } | null
}

/** The path's steps that point at content, in order (a step whose lesson or document was deleted is left out). */
export function pathOutline(path: LearningPath): PathOutline {
  return {
    checkpoints: (path.checkpoints ?? []).map((checkpoint) => ({
      steps: (checkpoint.steps ?? []).flatMap((step): PathStepOutline[] => {
        const lockType = step.lockType ?? null
        if (step.contentType === 'document') {
          const documentId = idOf(step.document)
          return typeof documentId === 'number' ? [{ contentType: 'document', documentId, lockType }] : []
        }
        const lessonId = idOf(step.lesson)
        return typeof lessonId === 'number' ? [{ contentType: 'lesson', lessonId, lockType }] : []
      }),
    })),
  }
}

export const findPath = async (req: PayloadRequest, slug: string, locale: Locale) =>
  (await req.payload.find({ collection: 'learning_paths', where: { slug: { equals: slug } }, limit: 1, depth: 0, locale, overrideAccess: true, req })).docs[0] ?? null

/**
 * A learner's progress on one path (docs/paths.md "Progress"), from their cleared pages (cms/progress/lessonClears.ts),
 * the documents they read and the paths they started: nothing about the path's progress is stored.
 */
export async function readPathProgress(req: PayloadRequest, path: LearningPath, userId: number, locale: Locale): Promise<PathReading> {
  const outline = pathOutline(path)
  const steps = outline.checkpoints.flatMap((c) => c.steps)
  const lessonIds = [...new Set(steps.flatMap((s) => (s.contentType === 'lesson' ? [s.lessonId] : [])))]
  const documentIds = [...new Set(steps.flatMap((s) => (s.contentType === 'document' ? [s.documentId] : [])))]
  const [clears, outlines, lessons, documents, reads, starts] = await Promise.all([
    lessonClears(req, userId, lessonIds),
    lessonOutlines(req, lessonIds),
    lessonIds.length ? req.payload.find({ collection: 'lessons', where: { id: { in: lessonIds } }, select: LESSON_SELECT, locale, ...readAll(req) }) : { docs: [] },
    documentIds.length ? req.payload.find({ collection: 'documents', where: { id: { in: documentIds } }, select: { slug: true, title: true }, locale, ...readAll(req) }) : { docs: [] },
    documentIds.length
      ? req.payload.find({ collection: 'user_document_page_infos', where: { and: [{ user: { equals: userId } }, { document: { in: documentIds } }] }, ...readAll(req) })
      : { docs: [] },
    req.payload.find({ collection: 'user_learning_paths', where: { user: { equals: userId } }, ...readAll(req) }),
  ])
  const mine = starts.docs.find((s) => idOf(s.learningPath) === path.id)
  const progress = pathProgress(outline, {
    lessons: clears,
    documents: new Map(reads.docs.map((r) => [idOf(r.document) as number, { finished: Boolean(r.finishedAt) }])),
    startedThisPath: Boolean(mine),
    startedAnyPath: starts.docs.length > 0,
  })
  const lessonById = new Map((lessons.docs as LessonRow[]).map((l) => [l.id, l]))
  const documentById = new Map((documents.docs as Pick<Document, 'id' | 'slug' | 'title'>[]).map((d) => [d.id, d]))
  const views = outline.checkpoints.map((checkpoint) =>
    checkpoint.steps.map((step): StepView => {
      if (step.contentType === 'document') {
        const doc = documentById.get(step.documentId)
        return { contentType: 'document', title: doc?.title ?? '', url: `/docs/${doc?.slug ?? ''}?path=${encodeURIComponent(path.slug)}`, clearedPages: null, totalPages: null }
      }
      const lesson = lessonById.get(step.lessonId)!
      const pages = outlines.get(step.lessonId) ?? []
      const clear = clears.get(step.lessonId)!
      // Started and not done: straight to the first page not yet cleared; otherwise the lesson page (slides first).
      const next = clear.clearedPages > 0 && clear.clearedPages < clear.totalPages ? pages.find((page) => !clear.clearedPageIds.has(page.id)) : undefined
      const resume = next && lesson ? exerciseUrl(lesson, next) : null
      return { contentType: 'lesson', title: lesson?.title ?? '', url: resume ?? (lesson ? lessonUrl(lesson) : '/'), clearedPages: clear.clearedPages, totalPages: clear.totalPages }
    }),
  )
  const active = starts.docs.find((s) => s.status === 'active' && idOf(s.learningPath) !== path.id)
  const activeDoc = active ? await req.payload.findByID({ collection: 'learning_paths', id: idOf(active.learningPath)!, select: { slug: true, title: true }, locale, depth: 0, overrideAccess: true, req, disableErrors: true }) : null
  return {
    path,
    outline,
    steps: views,
    progress,
    started: mine ? { status: mine.status as 'active' | 'paused', completionSeenAt: mine.completionSeenAt ?? null } : null,
    activePath: activeDoc ? { slug: activeDoc.slug, title: activeDoc.title } : null,
  }
}
