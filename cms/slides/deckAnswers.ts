import type { PayloadRequest } from 'payload'
import type { Chapter, Lesson, Media, Page, Slide } from '../payload-types'

/** One deck as the learner calls answer it (field shapes are "not shown" in core.md §3; this is what the library and lesson pages draw). */
export interface DeckAnswer {
  id: number
  title: string
  version: Slide['version']
  planType: Slide['planType']
  lesson: { id: number; title: string; languageName: string; category: string; order: number; url: string }
  /** Where the last slide leads: the lesson's first exercise, or the lesson page when it has none. */
  exerciseUrl: string
  favorite: boolean
  items: { title: string | null; body: string | null; code: string | null; videoUrl: string | null; image: { url: string; width: number | null; height: number | null } | null }[]
}

const lessonUrl = (l: Lesson) => `/lessons/${l.languageName}/${l.category}/${l.order}`

/** The first exercise path of each lesson: /{language}/{lesson slug}/{chapter order}/{page order} (site/src/lib/curriculum.ts). */
async function firstExercisePaths(req: PayloadRequest, lessons: Lesson[]): Promise<Map<number, string>> {
  const paths = new Map<number, string>()
  if (!lessons.length) return paths
  const chapters = (await req.payload.find({ collection: 'chapters', where: { lesson: { in: lessons.map((l) => l.id) } }, sort: 'order', depth: 0, pagination: false, overrideAccess: true, req })).docs as Chapter[]
  const firstChapter = new Map<number, Chapter>()
  for (const chapter of chapters) if (!firstChapter.has(Number(chapter.lesson))) firstChapter.set(Number(chapter.lesson), chapter)
  if (!firstChapter.size) return paths
  const pages = (await req.payload.find({ collection: 'pages', where: { chapter: { in: [...firstChapter.values()].map((c) => c.id) } }, sort: 'order', depth: 0, pagination: false, overrideAccess: true, select: { chapter: true, order: true }, req })).docs as Pick<Page, 'id' | 'chapter' | 'order'>[]
  for (const lesson of lessons) {
    const chapter = firstChapter.get(lesson.id)
    const page = chapter && pages.find((p) => Number(p.chapter) === chapter.id)
    if (chapter && page) paths.set(lesson.id, `/${lesson.languageName}/${lesson.slug}/${chapter.order}/${page.order}`)
  }
  return paths
}

/**
 * The decks of these ids, in this order, in the locale, read with the caller's access (a paid deck's slides
 * stay hidden from anyone not entitled, cms/collections/Slides), with the caller's favourite marks.
 */
export async function deckAnswers(req: PayloadRequest, ids: number[], locale: 'ja' | 'en' | 'id'): Promise<DeckAnswer[]> {
  if (!ids.length) return []
  const { docs } = await req.payload.find({ collection: 'slides', where: { id: { in: ids } }, locale, depth: 1, pagination: false, overrideAccess: false, user: req.user, req })
  const byId = new Map((docs as Slide[]).map((d) => [d.id, d]))
  const decks = ids.map((id) => byId.get(id)).filter((d): d is Slide => Boolean(d) && typeof d!.lesson === 'object')
  const lessons = [...new Map(decks.map((d) => [(d.lesson as Lesson).id, d.lesson as Lesson])).values()]
  const exercisePaths = await firstExercisePaths(req, lessons)
  const favorites = req.user
    ? new Set(
        (await req.payload.find({ collection: 'favorite_slides', where: { user: { equals: req.user.id }, slide: { in: ids } }, depth: 0, pagination: false, overrideAccess: true, req })).docs.map((f) => Number(f.slide)),
      )
    : new Set<number>()
  return decks.map((deck) => {
    const lesson = deck.lesson as Lesson
    return {
      id: deck.id,
      title: deck.title,
      version: deck.version,
      planType: deck.planType,
      lesson: { id: lesson.id, title: lesson.title, languageName: lesson.languageName ?? '', category: lesson.category, order: lesson.order, url: lessonUrl(lesson) },
      exerciseUrl: exercisePaths.get(lesson.id) ?? lessonUrl(lesson),
      favorite: favorites.has(deck.id),
      items: (deck.items ?? []).map((item) => {
        const image = typeof item.image === 'object' && item.image ? (item.image as Media) : null
        return {
          title: item.title ?? null,
          body: item.body ?? null,
          code: item.code ?? null,
          videoUrl: item.videoUrl ?? null,
          image: image?.url ? { url: image.url, width: image.width ?? null, height: image.height ?? null } : null,
        }
      }),
    }
  })
}
