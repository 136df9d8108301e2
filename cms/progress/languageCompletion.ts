import type { PayloadRequest } from 'payload'
import type { Locale as ApiLocale } from '@domain/i18n/locales'
import type { LessonProgress } from './learnerProgress'
import { readAll } from './readAll'

/** The languages' display titles in the caller's locale, by name (22 rows at most). */
export async function languageTitles(req: PayloadRequest, locale: ApiLocale): Promise<Map<string, string>> {
  const languages = await req.payload.find({ collection: 'languages', select: { name: true, title: true }, locale, ...readAll(req) })
  return new Map(languages.docs.map((l) => [l.name, l.title]))
}

/**
 * For each language the learner has cleared a page in: cleared regular pages against all regular pages of
 * that language's lessons, and the whole percentage (rounded down, so 100 means every page). Pages are
 * counted, not read, one count per language.
 */
export async function languageCompletion(req: PayloadRequest, lessons: LessonProgress[], titles: Map<string, string>) {
  const cleared = new Map<string, number>()
  for (const { lesson, clearedPages } of lessons) {
    if (lesson.languageName && clearedPages > 0) cleared.set(lesson.languageName, (cleared.get(lesson.languageName) ?? 0) + clearedPages)
  }
  const names = [...cleared.keys()]
  if (names.length === 0) return []
  const languageLessons = await req.payload.find({
    collection: 'lessons',
    where: { languageName: { in: names } },
    select: { languageName: true },
    ...readAll(req),
  })
  const rows = await Promise.all(
    names.map(async (languageName) => {
      const ids = languageLessons.docs.filter((l) => l.languageName === languageName).map((l) => l.id)
      const total = (await req.payload.count({ collection: 'pages', where: { lesson: { in: ids }, topic: { exists: false } }, overrideAccess: true, req })).totalDocs
      const clearedPages = Math.min(cleared.get(languageName)!, total)
      return { languageName, title: titles.get(languageName) ?? languageName, clearedPages, totalPages: total, percentage: total ? Math.floor((clearedPages * 100) / total) : 0 }
    }),
  )
  return rows.sort((a, b) => b.percentage - a.percentage || a.languageName.localeCompare(b.languageName))
}
