import type { PayloadRequest } from 'payload'
import { lessonDone } from '@domain/paths/pathProgress'
import { lessonClears } from './lessonClears'
import { lessonOutlines } from './lessonOutlines'
import { readAll } from './readAll'

/**
 * What a language certificate asks for (docs/certificates.md "What a certificate covers"): every lesson of the
 * language that has regular exercise pages (project unit lessons have their own route and are left out, as the
 * course pages do), each done when all its pages are cleared. Read on every call, so a new lesson shows at once.
 */
export async function languageRequirements(req: PayloadRequest, languageName: string, userId: number): Promise<{ requirements: string[]; done: string[] }> {
  const lessons = await req.payload.find({ collection: 'lessons', where: { languageName: { equals: languageName } }, select: { order: true }, sort: 'order', ...readAll(req) })
  const outlines = await lessonOutlines(req, lessons.docs.map((l) => l.id))
  const required = lessons.docs.map((l) => l.id).filter((id) => (outlines.get(id)?.length ?? 0) > 0)
  const clears = await lessonClears(req, userId, required)
  return {
    requirements: required.map((id) => `lesson:${id}`),
    done: required.filter((id) => lessonDone(clears.get(id))).map((id) => `lesson:${id}`),
  }
}
