import { marked } from 'marked'
import { z } from 'zod'
import type { SiteLocale } from '../i18n/locales'
import { cmsGet } from './cms'
import { perLocale } from './perLocale'

/**
 * The curriculum as the exercise pages need it at build time: public fields only (titles, order, plan type,
 * instructions). Files, answers, hints and judges never pass through the static build.
 */
const id = z.union([z.number(), z.string()])
const ref = z.union([id, z.object({ id })]).transform((v) => (typeof v === 'object' ? v.id : v))

const lessonSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  languageName: z.string(),
  category: z.string(),
  order: z.number(),
  planType: z.enum(['basic', 'plus', 'professional']).nullish(),
  description: z.string().nullish(),
  course: ref.nullish(),
})
const chapterSchema = z.object({ id, slug: z.string(), lesson: ref, order: z.number(), title: z.string() })
const pageSchema = z.object({
  id,
  slug: z.string(),
  chapter: ref,
  lesson: ref.nullish(),
  topic: ref.nullish(),
  order: z.number(),
  title: z.string(),
  planType: z.enum(['basic', 'plus', 'professional']),
  filetreeType: z.enum(['default', 'no_filetree']).default('default'),
  orderOfEarlierPageRequiringCompletion: z.number().nullish(),
  judgeLanguage: z.string(),
  instructions: z.string().nullish(),
})
const courseSchema = z.object({ id, slug: z.string() })
const projectSchema = z.object({ id, slug: z.string(), course: ref, title: z.string(), description: z.string().nullish(), order: z.number() })
const topicSchema = z.object({ id, slug: z.string(), project: ref, title: z.string(), orderInProject: z.number(), isDojo: z.boolean().nullish() })
const list = <T extends z.ZodType>(item: T) => z.object({ docs: z.array(item) })

export type LessonData = z.infer<typeof lessonSchema>
export type PlanType = z.infer<typeof pageSchema>['planType']

/** One entry of the lesson page-list dialog. */
export interface PageSummary {
  id: number | string
  order: number
  title: string
  planType: PlanType
  url: string
  chapterId: number | string
  orderOfEarlierPageRequiringCompletion: number | null
}

export interface ChapterSummary {
  id: number | string
  order: number
  title: string
  pages: PageSummary[]
}

/** Everything an exercise route renders: the page, its lesson and the lesson's chapters and pages. */
export interface ExerciseData {
  lesson: Pick<LessonData, 'id' | 'slug' | 'title' | 'languageName' | 'category' | 'order'> & { description: string; planType: PlanType; /** Its course: a Professional course bought alone opens its pages. */ course: number | string | null }
  chapters: ChapterSummary[]
  page: PageSummary & {
    filetreeType: 'default' | 'no_filetree'
    judgeLanguage: string
    instructionsHtml: string
  }
  /** Path of the exercise without the locale prefix, e.g. /html/html-css-study-1/1/2. */
  path: string
  /** Unitised project pages: the breadcrumb's topic and the page-list modal's link back to the project. */
  project?: ProjectContext
}

export interface ProjectContext {
  title: string
  description: string
  /** The project's order among its course's projects. */
  order: number
  courseSlug: string
  projectSlug: string
  topicTitle: string
  /** The topic's slug within the project (the {topic} of the exercise route). */
  topicSlug: string
  topicOrder: number
  /** A Dojo topic: no hints or answer until the page is cleared once (docs/workspace.md "Dojo topics"). */
  isDojo: boolean
  /** The project page, without the locale prefix. */
  href: string
}

/** The regular exercise route (docs/routes.md "Exercise routes"): /{language}/{lesson}/{chapter}/{pageNumber}, where {lesson} is the
 * lesson's slug, {chapter} the chapter's order in the lesson and {pageNumber} the page's order in the lesson. */
export const exercisePath = (lesson: { languageName: string; slug: string }, chapterOrder: number, pageOrder: number) =>
  `/${lesson.languageName}/${lesson.slug}/${chapterOrder}/${pageOrder}`

/** The unitised project route (docs/routes.md "Exercise routes"): /courses/beta/{course}/projects/{project}/{topic}/{number}, where
 * {topic} is the topic's slug within the project and {number} the page's order in the topic's unit lesson. */
export const projectPath = (courseSlug: string, projectSlug: string) => `/courses/beta/${courseSlug}/projects/${projectSlug}`

const query = (locale: SiteLocale) => `locale=${locale}&depth=0&limit=10000&sort=order`

type Lesson = z.infer<typeof lessonSchema>
type Chapter = z.infer<typeof chapterSchema>
type Page = z.infer<typeof pageSchema>

/** Every regular exercise of the curriculum in `locale` (pages of unitised projects have their own route). */
export const fetchExercises = perLocale(loadExercises)
async function loadExercises(locale: SiteLocale): Promise<ExerciseData[]> {
  const [lessons, chapters, pages] = await Promise.all([
    cmsGet(`/api/lessons?${query(locale)}`, list(lessonSchema)),
    cmsGet(`/api/chapters?${query(locale)}`, list(chapterSchema)),
    cmsGet(`/api/pages?${query(locale)}&where[topic][exists]=false`, list(pageSchema)),
  ])
  const exercises: ExerciseData[] = []
  for (const lesson of lessons.docs) {
    exercises.push(...(await lessonExercises(lesson, chapters.docs, pages.docs, (page, chapterOrder) => exercisePath(lesson, chapterOrder, page.order))))
  }
  return exercises
}

/** Every page of every project topic in `locale`: each topic's unit lesson, at the project route. */
export const fetchProjectExercises = perLocale(loadProjectExercises)
async function loadProjectExercises(locale: SiteLocale): Promise<ExerciseData[]> {
  const [courses, projects, topics, lessons, chapters, pages] = await Promise.all([
    cmsGet(`/api/courses?${query(locale)}`, list(courseSchema)),
    cmsGet(`/api/projects?${query(locale)}`, list(projectSchema)),
    cmsGet(`/api/topics?locale=${locale}&depth=0&limit=10000&sort=orderInProject`, list(topicSchema)),
    cmsGet(`/api/lessons?${query(locale)}`, list(lessonSchema)),
    cmsGet(`/api/chapters?${query(locale)}`, list(chapterSchema)),
    cmsGet(`/api/pages?${query(locale)}&where[topic][exists]=true`, list(pageSchema)),
  ])
  const lessonOfChapter = new Map(chapters.docs.map((c) => [c.id, c.lesson]))
  const exercises: ExerciseData[] = []
  for (const topic of topics.docs) {
    const project = projects.docs.find((p) => p.id === topic.project)
    const course = courses.docs.find((c) => c.id === project?.course)
    const topicPages = pages.docs.filter((p) => p.topic === topic.id)
    const lesson = lessons.docs.find((l) => l.id === lessonOfChapter.get(topicPages[0]?.chapter))
    if (!project || !course || !lesson) continue
    const href = projectPath(course.slug, project.slug)
    const topicSlug = topic.slug.startsWith(`${project.slug}.`) ? topic.slug.slice(project.slug.length + 1) : topic.slug
    const context: ProjectContext = {
      title: project.title,
      description: project.description ?? '',
      order: project.order,
      courseSlug: course.slug,
      projectSlug: project.slug,
      topicTitle: topic.title,
      topicSlug,
      topicOrder: topic.orderInProject,
      isDojo: Boolean(topic.isDojo),
      href,
    }
    exercises.push(...(await lessonExercises(lesson, chapters.docs, topicPages, (page) => `${href}/${topicSlug}/${page.order}`, context)))
  }
  return exercises
}

/** The exercises of one lesson, each with the lesson's chapters and pages for the page-list dialog. */
async function lessonExercises(lesson: Lesson, chapters: Chapter[], pages: Page[], urlOf: (page: Page, chapterOrder: number) => string, project?: ProjectContext): Promise<ExerciseData[]> {
  const lessonChapters = chapters.filter((c) => c.lesson === lesson.id).sort((a, b) => a.order - b.order)
  const chapterOrder = new Map(lessonChapters.map((c) => [c.id, c.order]))
  const lessonPages = pages.filter((p) => chapterOrder.has(p.chapter)).sort((a, b) => a.order - b.order)
  const summary = (p: Page): PageSummary => ({
    id: p.id,
    order: p.order,
    title: p.title,
    planType: p.planType,
    url: urlOf(p, chapterOrder.get(p.chapter)!),
    chapterId: p.chapter,
    orderOfEarlierPageRequiringCompletion: p.orderOfEarlierPageRequiringCompletion ?? null,
  })
  const chapterList = lessonChapters.map((c) => ({ id: c.id, order: c.order, title: c.title, pages: lessonPages.filter((p) => p.chapter === c.id).map(summary) }))
  const exercises: ExerciseData[] = []
  for (const page of lessonPages) {
    const base = summary(page)
    exercises.push({
      lesson: {
        id: lesson.id,
        slug: lesson.slug,
        title: lesson.title,
        languageName: lesson.languageName,
        category: lesson.category,
        order: lesson.order,
        description: lesson.description ?? '',
        planType: lesson.planType ?? 'basic',
        course: lesson.course ?? null,
      },
      chapters: chapterList,
      page: { ...base, filetreeType: page.filetreeType, judgeLanguage: page.judgeLanguage, instructionsHtml: await marked.parse(page.instructions ?? '') },
      path: base.url,
      ...(project ? { project } : {}),
    })
  }
  return exercises
}
