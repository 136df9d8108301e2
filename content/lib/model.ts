import type { CodeFile } from './files'
import type { CourseFile, LanguagesFile, LessonFile, PageFile, SlidesFile } from './schema'

/** The curriculum as read from content/ — the common ground of the importer and the exporter. */
export interface Curriculum {
  languages: LanguagesFile
  courses: CourseEntry[]
}

export interface CourseEntry {
  course: CourseFile
  lessons: LessonEntry[]
}

export interface LessonEntry {
  lesson: LessonFile
  slides: SlidesFile | null
  pages: PageEntry[]
}

export interface PageEntry {
  page: PageFile
  /** Markdown per locale, from instructions.{locale}.md */
  instructions: Partial<Record<'ja' | 'en' | 'id', string>>
  defaultFiles: CodeFile[]
  answerFiles: CodeFile[]
  hiddenFiles: CodeFile[]
}

/** Chapter and page slugs are stored globally unique as "{lesson slug}.{local slug}". */
export const qualifiedSlug = (lessonSlug: string, localSlug: string) => `${lessonSlug}.${localSlug}`
export const localSlug = (lessonSlug: string, slug: string) =>
  slug.startsWith(`${lessonSlug}.`) ? slug.slice(lessonSlug.length + 1) : slug

export const pageDirName = (order: number, slug: string) => `${String(order).padStart(2, '0')}-${slug}`
