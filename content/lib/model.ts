import type { Locale } from '@domain/i18n/locales'
import type { CodeFile } from './files'
import type { CourseFile, LanguagesFile, LessonFile, PageFile, ProjectFile, SlidesFile } from './schema'

/** The curriculum as read from content/ — the common ground of the importer and the exporter. */
export interface Curriculum {
  languages: LanguagesFile
  courses: CourseEntry[]
}

export interface CourseEntry {
  course: CourseFile
  lessons: LessonEntry[]
  /** Unitised projects; each topic's unit lesson is one of `lessons`. */
  projects: ProjectFile[]
}

/** A course's study lessons: every lesson but its projects' unit lessons (served only at the project routes). */
export function studyLessons({ lessons, projects }: CourseEntry): LessonEntry[] {
  const unitLessons = new Set(projects.flatMap((p) => p.topics.map((t) => t.lesson)))
  return lessons.filter((l) => !unitLessons.has(l.lesson.slug))
}

/** The folder of a course that holds its projects (every other sub-folder is a lesson). */
export const PROJECTS_DIR = 'projects'

export interface LessonEntry {
  lesson: LessonFile
  slides: SlidesFile | null
  pages: PageEntry[]
}

export interface PageEntry {
  page: PageFile
  /** Markdown per locale, from instructions.{locale}.md */
  instructions: Partial<Record<Locale, string>>
  defaultFiles: CodeFile[]
  answerFiles: CodeFile[]
  hiddenFiles: CodeFile[]
}

/** Chapter, page and topic slugs are stored globally unique as "{parent slug}.{local slug}": chapters and
 * pages under their lesson's slug, topics under their project's. */
export const qualifiedSlug = (lessonSlug: string, localSlug: string) => `${lessonSlug}.${localSlug}`
export const localSlug = (lessonSlug: string, slug: string) =>
  slug.startsWith(`${lessonSlug}.`) ? slug.slice(lessonSlug.length + 1) : slug

export const pageDirName = (order: number, slug: string) => `${String(order).padStart(2, '0')}-${slug}`
