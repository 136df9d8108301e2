import { marked } from 'marked'
import type { SiteLocale } from '../i18n/locales'
import { fetchCourses, type CourseSummary } from './cms'
import { fetchProjectExercises, type ExerciseData, type PageSummary } from './curriculum'
import { perLocale } from './perLocale'

/**
 * The unitised projects as the course and project pages show them (docs/routes.md "Pages", docs/site.md
 * "Projects"): every course's projects in order, each project's topics in orderInProject order with their unit
 * lessons' pages. Built from the project exercises, so a project is listed once a topic of it has pages.
 */

/** /courses/beta/{course}: one course with its projects. */
export const courseProjectsPath = (courseSlug: string) => `/courses/beta/${courseSlug}`
/** /courses/beta/{course}/introduction-note: what the projects are, how topics and Dojo topics work, where to start. */
export const introductionNotePath = (courseSlug: string) => `/courses/beta/${courseSlug}/introduction-note`
/** /courses/{languageName}/beta: the projects of every course of one language. */
export const languageProjectsPath = (languageName: string) => `/courses/${languageName}/beta`

export interface TopicOverview {
  slug: string
  title: string
  /** Its position in the project, from 1. */
  order: number
  isDojo: boolean
  /** The title of the topic's unit lesson. */
  lessonTitle: string
  pages: PageSummary[]
  /** The topic's first page, without the locale prefix. */
  firstPageUrl: string
}

export interface ProjectOverview {
  slug: string
  title: string
  description: string
  /** The project page, without the locale prefix. */
  href: string
  courseSlug: string
  topics: TopicOverview[]
  pageCount: number
}

export interface CourseProjects {
  course: CourseSummary
  /** /courses/beta/{course}. */
  url: string
  /** /courses/beta/{course}/introduction-note. */
  introductionUrl: string
  /** The course's own page, /courses/{languageName}. */
  courseUrl: string
  /** The course's introduction note (staff-written Markdown) as HTML; empty when it has none. */
  introductionNoteHtml: string
  projects: ProjectOverview[]
}

/** Every course with at least one project, in course order; fetched once per locale per build. */
export const fetchCourseProjects = perLocale(loadCourseProjects)

async function loadCourseProjects(locale: SiteLocale): Promise<CourseProjects[]> {
  const [courses, exercises] = await Promise.all([fetchCourses(locale), fetchProjectExercises(locale)])
  const out: CourseProjects[] = []
  for (const course of courses) {
    const projects = projectsOf(exercises.filter((e) => e.project!.courseSlug === course.slug))
    if (!projects.length) continue
    out.push({
      course,
      url: courseProjectsPath(course.slug),
      introductionUrl: introductionNotePath(course.slug),
      courseUrl: `/courses/${course.languageName}`,
      introductionNoteHtml: course.introductionNote ? await marked.parse(course.introductionNote) : '',
      projects,
    })
  }
  return out
}

/** The projects of one course's exercises, in project order, each with its topics in orderInProject order. */
function projectsOf(exercises: ExerciseData[]): ProjectOverview[] {
  const byProject = new Map<string, ExerciseData[]>()
  for (const e of exercises) byProject.set(e.project!.href, [...(byProject.get(e.project!.href) ?? []), e])
  return [...byProject.values()]
    .sort((a, b) => a[0].project!.order - b[0].project!.order || a[0].project!.projectSlug.localeCompare(b[0].project!.projectSlug))
    .map((list) => {
      const project = list[0].project!
      const topics = new Map<string, TopicOverview>()
      for (const e of list) {
        const { topicSlug, topicTitle, topicOrder, isDojo } = e.project!
        if (topics.has(topicSlug)) continue
        const pages = e.chapters.flatMap((c) => c.pages)
        topics.set(topicSlug, { slug: topicSlug, title: topicTitle, order: topicOrder, isDojo, lessonTitle: e.lesson.title, pages, firstPageUrl: pages[0]?.url ?? e.path })
      }
      const ordered = [...topics.values()].sort((a, b) => a.order - b.order).map((t, index) => ({ ...t, order: index + 1 }))
      return {
        slug: project.projectSlug,
        title: project.title,
        description: project.description,
        href: project.href,
        courseSlug: project.courseSlug,
        topics: ordered,
        pageCount: ordered.reduce((n, t) => n + t.pages.length, 0),
      }
    })
}

/** Static paths of /courses/beta/{course} and its introduction note in one locale. */
export async function courseProjectsStaticPaths(locale: SiteLocale) {
  return (await fetchCourseProjects(locale)).map((entry) => ({ params: { course: entry.course.slug }, props: { entry } }))
}

/** Static paths of /courses/{languageName}/beta in one locale: the courses of each language that have projects. */
export async function languageProjectsStaticPaths(locale: SiteLocale) {
  const byLanguage = new Map<string, CourseProjects[]>()
  for (const entry of await fetchCourseProjects(locale)) byLanguage.set(entry.course.languageName, [...(byLanguage.get(entry.course.languageName) ?? []), entry])
  return [...byLanguage.entries()].map(([languageName, courses]) => ({ params: { language_name: languageName }, props: { languageName, courses } }))
}

/** Static paths of the project pages in one locale: /courses/beta/{course}/projects/{project}. */
export async function projectStaticPaths(locale: SiteLocale) {
  return (await fetchCourseProjects(locale)).flatMap((entry) =>
    entry.projects.map((project) => ({ params: { course: entry.course.slug, project: project.slug }, props: { entry, project } })),
  )
}
