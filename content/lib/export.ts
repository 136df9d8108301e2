import type { Payload } from 'payload'
import type { Chapter, Course, Language, Lesson, Page, Project, Slide, Topic } from '@cms/payload-types'
import { LOCALES, type Locale } from '@domain/i18n/locales'
import type { CourseTrack } from '@domain/site/courseTracks'
import type { CodeFile } from './files'
import type { Curriculum, LessonEntry, PageEntry } from './model'
import { localSlug } from './model'
import type { LocalizedText, PageFile, ProjectFile, SlideItem, SlidesFile } from './schema'

/** Documents read with locale 'all': every localised field is a {locale: value} map. */
type AllLocales<T> = { [K in keyof T]: T[K] | Partial<Record<Locale, T[K]>> }

/** Reads the curriculum back out of the CMS, in the same model the files are read into. */
export async function exportCurriculum(payload: Payload): Promise<Curriculum> {
  const all = async <T>(collection: 'languages' | 'courses' | 'lessons' | 'chapters' | 'pages' | 'slides' | 'projects' | 'topics') =>
    (await payload.find({ collection, locale: 'all', depth: 0, pagination: false })).docs as unknown as AllLocales<T>[]

  const [languages, courses, lessons, chapters, pages, slides, projects, topics] = await Promise.all([
    all<Language>('languages'),
    all<Course>('courses'),
    all<Lesson>('lessons'),
    all<Chapter>('chapters'),
    all<Page>('pages'),
    all<Slide>('slides'),
    all<Project>('projects'),
    all<Topic>('topics'),
  ])
  // A topic's unit lesson is the lesson its pages belong to.
  const lessonOfChapter = new Map(chapters.map((c) => [c.id as number, c.lesson as number]))
  const lessonSlugById = new Map(lessons.map((l) => [l.id as number, l.slug as string]))
  const unitLessonOfTopic = new Map<number, string>()
  for (const page of pages) {
    if (page.topic == null) continue
    const lessonSlug = lessonSlugById.get(lessonOfChapter.get(page.chapter as number)!)
    if (lessonSlug) unitLessonOfTopic.set(page.topic as number, lessonSlug)
  }

  return {
    languages: sortBy(languages, (l) => [l.order as number, l.name as string]).map((l) => ({
      name: l.name as Language['name'],
      order: l.order as number,
      title: text(l.title),
      ...optionalText('longTitle', l.longTitle),
    })),
    courses: sortBy(courses, (c) => [c.order as number, c.slug as string]).map((course) => ({
      course: {
        slug: course.slug as string,
        languageName: course.languageName as Course['languageName'],
        order: course.order as number,
        ...(course.track ? { track: course.track as CourseTrack } : {}),
        title: text(course.title),
        ...optionalText('description', course.description),
        ...optionalText('introductionNote', course.introductionNote),
      },
      lessons: sortBy(
        lessons.filter((l) => l.course === course.id),
        (l) => [l.order as number, l.slug as string],
      ).map((lesson) => lessonEntry(lesson, chapters, pages, slides)),
      projects: sortBy(
        projects.filter((p) => p.course === course.id),
        (p) => [p.order as number, p.slug as string],
      ).map((project) => projectFile(project, topics, unitLessonOfTopic)),
    })),
  }
}

function lessonEntry(
  lesson: AllLocales<Lesson>,
  chapters: AllLocales<Chapter>[],
  pages: AllLocales<Page>[],
  slides: AllLocales<Slide>[],
): LessonEntry {
  const lessonSlug = lesson.slug as string
  const ownChapters = sortBy(chapters.filter((c) => c.lesson === lesson.id), (c) => [c.order as number, c.slug as string])
  const chapterSlugById = new Map(ownChapters.map((c) => [c.id as number, localSlug(lessonSlug, c.slug as string)]))
  const deck = slides.find((s) => s.lesson === lesson.id)
  return {
    lesson: {
      slug: lessonSlug,
      category: lesson.category as string,
      order: lesson.order as number,
      planType: lesson.planType as Lesson['planType'],
      title: text(lesson.title),
      ...optionalText('description', lesson.description),
      chapters: ownChapters.map((c) => ({ slug: chapterSlugById.get(c.id as number)!, title: text(c.title) })),
    },
    slides: deck ? slidesFile(deck) : null,
    pages: sortBy(pages.filter((p) => chapterSlugById.has(p.chapter as number)), (p) => [p.order as number, p.slug as string]).map(
      (page) => pageEntry(lessonSlug, page, chapterSlugById.get(page.chapter as number)!),
    ),
  }
}

function pageEntry(lessonSlug: string, page: AllLocales<Page>, chapter: string): PageEntry {
  const hints: PageFile['hints'] = {}
  for (const [locale, rows] of localeEntries(page.hints as Partial<Record<Locale, Page['hints']>>)) {
    if (rows?.length) hints[locale] = rows.map((r) => r.body)
  }
  return {
    page: {
      slug: localSlug(lessonSlug, page.slug as string),
      chapter,
      order: page.order as number,
      title: text(page.title),
      planType: page.planType as Page['planType'],
      filetreeType: (page.filetreeType as Page['filetreeType']) ?? 'default',
      judgeLanguage: page.judgeLanguage as string,
      orderOfEarlierPageRequiringCompletion: (page.orderOfEarlierPageRequiringCompletion as number | null) ?? null,
      hints,
      judges: ((page.judges as Page['judges']) ?? []).map((j) => ({ type: j.type, spec: j.spec as Record<string, unknown> })),
      ...terminalOf(page.terminal as Page['terminal']),
    },
    instructions: Object.fromEntries(
      localeEntries(page.instructions as Partial<Record<Locale, string | null>>).filter(([, v]) => v),
    ) as PageEntry['instructions'],
    defaultFiles: codeFiles(page.defaultFiles as Page['defaultFiles']),
    answerFiles: codeFiles(page.answerFiles as Page['answerFiles']),
    hiddenFiles: codeFiles(page.hiddenFiles as Page['hiddenFiles']),
  }
}

/** A terminal page's shell rules (none for other pages; `setup` only when there is one). */
function terminalOf(terminal: Page['terminal']): Pick<PageFile, 'terminal'> {
  const permitted = terminal?.permitted ?? []
  if (!permitted.length) return {}
  return {
    terminal: {
      permitted: permitted.map(({ command, once }) => ({ command, once: Boolean(once) })),
      ...(terminal?.setup && { setup: terminal.setup }),
    },
  }
}

function projectFile(project: AllLocales<Project>, topics: AllLocales<Topic>[], unitLessonOfTopic: Map<number, string>): ProjectFile {
  const projectSlug = project.slug as string
  return {
    slug: projectSlug,
    order: project.order as number,
    title: text(project.title),
    ...optionalText('description', project.description),
    topics: sortBy(topics.filter((t) => t.project === project.id), (t) => [t.orderInProject as number, t.slug as string])
      // A topic without pages has no unit lesson yet; the files cannot express it, so it is left out.
      .filter((t) => unitLessonOfTopic.has(t.id as number))
      .map((t) => ({
        slug: localSlug(projectSlug, t.slug as string),
        title: text(t.title),
        isDojo: Boolean(t.isDojo),
        lesson: unitLessonOfTopic.get(t.id as number)!,
      })),
  }
}

function slidesFile(deck: AllLocales<Slide>): SlidesFile {
  const items: SlidesFile['items'] = {}
  for (const [locale, rows] of localeEntries(deck.items as Partial<Record<Locale, Slide['items']>>)) {
    if (!rows?.length) continue
    items[locale] = rows.map((row) => {
      const item: SlideItem = {}
      if (row.title) item.title = row.title
      if (row.body) item.body = row.body
      if (row.code) item.code = row.code
      if (row.videoUrl) item.videoUrl = row.videoUrl
      return item
    })
  }
  return {
    slug: deck.slug as string,
    title: text(deck.title),
    version: deck.version as SlidesFile['version'],
    planType: deck.planType as SlidesFile['planType'],
    items,
  }
}

const codeFiles = (rows: { path: string; content?: string | null }[] | null | undefined): CodeFile[] =>
  (rows ?? []).map((r) => ({ path: r.path, content: r.content ?? '' })).sort((a, b) => a.path.localeCompare(b.path))

function localeEntries<T>(value: Partial<Record<Locale, T>> | null | undefined): [Locale, T][] {
  if (!value || typeof value !== 'object') return []
  return LOCALES.filter((l) => value[l] !== undefined && value[l] !== null).map((l) => [l, value[l] as T])
}

/** A stored localised text as the files write it: {ja, en[, id]}. */
function text(value: unknown): LocalizedText {
  const map = (value ?? {}) as Partial<Record<Locale, string | null>>
  const out: LocalizedText = { ja: map.ja ?? '', en: map.en ?? '' }
  if (map.id) out.id = map.id
  return out
}

function optionalText<K extends string>(key: K, value: unknown): Partial<Record<K, LocalizedText>> {
  const map = (value ?? {}) as Partial<Record<Locale, string | null>>
  return map.ja || map.en ? ({ [key]: text(value) } as Record<K, LocalizedText>) : {}
}

function sortBy<T>(list: T[], key: (item: T) => (string | number)[]): T[] {
  return [...list].sort((a, b) => {
    const ka = key(a)
    const kb = key(b)
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1
    return 0
  })
}
