import fs from 'node:fs'
import path from 'node:path'
import { CONTENT_LOCALES } from '@domain/i18n/locales'
import { ContentError } from './errors'
import { readTree, readYaml } from './files'
import type { Curriculum, CourseEntry, LessonEntry, PageEntry } from './model'
import { pageDirName, PROJECTS_DIR } from './model'
import { courseFile, FILE_LOCALES, languagesFile, lessonFile, pageFile, projectFile, slidesFile, type ProjectFile } from './schema'

const subdirs = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
    : []

/** Reads and validates the whole curriculum below `root` (the content/ folder). Throws ContentError. */
export function readCurriculum(root: string): Curriculum {
  const languages = readYaml(root, path.join(root, 'languages.yml'), languagesFile)
  const courses: CourseEntry[] = subdirs(path.join(root, 'courses')).map((name) =>
    readCourse(root, path.join(root, 'courses', name)),
  )
  assertUnique(courses.map((c) => [c.course.slug, `courses/${c.course.slug}/course.yml`]), 'course slug')
  const lessons = courses.flatMap((c) => c.lessons.map((l) => [l.lesson.slug, `${c.course.slug}/${l.lesson.slug}`] as const))
  assertUnique(lessons, 'lesson slug')
  return { languages, courses }
}

function readCourse(root: string, dir: string): CourseEntry {
  const course = readYaml(root, path.join(dir, 'course.yml'), courseFile)
  const rel = path.relative(root, dir)
  if (course.slug !== path.basename(dir)) {
    throw new ContentError(`${rel}/course.yml`, 'slug', `must equal the folder name "${path.basename(dir)}"`)
  }
  const lessons = subdirs(dir)
    .filter((name) => name !== PROJECTS_DIR)
    .map((name) => readLesson(root, path.join(dir, name)))
  const projects = subdirs(path.join(dir, PROJECTS_DIR)).map((name) => readProject(root, path.join(dir, PROJECTS_DIR, name)))
  const lessonSlugs = new Set(lessons.map((l) => l.lesson.slug))
  const unitLessons: [string, string][] = []
  for (const project of projects) {
    const file = `${rel}/${PROJECTS_DIR}/${project.slug}/project.yml`
    assertUnique(project.topics.map((t) => [t.slug, file]), 'topic slug')
    for (const topic of project.topics) {
      if (!lessonSlugs.has(topic.lesson)) throw new ContentError(file, 'topics', `topic "${topic.slug}": "${topic.lesson}" is not a lesson of this course`)
      unitLessons.push([topic.lesson, file])
    }
  }
  assertUnique(unitLessons, 'unit lesson (a lesson belongs to one topic at most)')
  assertUnique(projects.map((p) => [p.slug, `${rel}/${PROJECTS_DIR}/${p.slug}`]), 'project slug')
  return { course, lessons, projects }
}

function readProject(root: string, dir: string): ProjectFile {
  const project = readYaml(root, path.join(dir, 'project.yml'), projectFile)
  if (project.slug !== path.basename(dir)) {
    throw new ContentError(`${path.relative(root, dir)}/project.yml`, 'slug', `must equal the folder name "${path.basename(dir)}"`)
  }
  return project
}

function readLesson(root: string, dir: string): LessonEntry {
  const rel = path.relative(root, dir)
  const lesson = readYaml(root, path.join(dir, 'lesson.yml'), lessonFile)
  if (lesson.slug !== path.basename(dir)) {
    throw new ContentError(`${rel}/lesson.yml`, 'slug', `must equal the folder name "${path.basename(dir)}"`)
  }
  const slidesPath = path.join(dir, 'slides.yml')
  const slides = fs.existsSync(slidesPath) ? readYaml(root, slidesPath, slidesFile) : null
  const chapterSlugs = new Set(lesson.chapters.map((c) => c.slug))
  const pages = subdirs(path.join(dir, 'pages')).map((name) => readPage(root, path.join(dir, 'pages', name), chapterSlugs))
  assertUnique(pages.map((p) => [String(p.page.order), `${rel}/pages/${pageDirName(p.page.order, p.page.slug)}`]), 'page order')
  return { lesson, slides, pages }
}

function readPage(root: string, dir: string, chapterSlugs: Set<string>): PageEntry {
  const rel = path.relative(root, dir)
  const page = readYaml(root, path.join(dir, 'page.yml'), pageFile)
  if (path.basename(dir) !== pageDirName(page.order, page.slug)) {
    throw new ContentError(`${rel}/page.yml`, 'order', `folder must be named "${pageDirName(page.order, page.slug)}" (NN-slug)`)
  }
  if (!chapterSlugs.has(page.chapter)) {
    throw new ContentError(`${rel}/page.yml`, 'chapter', `"${page.chapter}" is not a chapter of lesson.yml (${[...chapterSlugs].join(', ')})`)
  }
  const instructions: PageEntry['instructions'] = {}
  for (const locale of FILE_LOCALES) {
    const file = path.join(dir, `instructions.${locale}.md`)
    if (fs.existsSync(file)) instructions[locale] = fs.readFileSync(file, 'utf8')
  }
  for (const required of CONTENT_LOCALES) {
    if (!instructions[required]) throw new ContentError(`${rel}/instructions.${required}.md`, null, 'file is missing')
  }
  return {
    page,
    instructions,
    defaultFiles: readTree(path.join(dir, 'default')),
    answerFiles: readTree(path.join(dir, 'answer')),
    hiddenFiles: readTree(path.join(dir, 'hidden')),
  }
}

function assertUnique(keyed: ReadonlyArray<readonly [string, string]>, what: string) {
  const seen = new Map<string, string>()
  for (const [key, where] of keyed) {
    const first = seen.get(key)
    if (first) throw new ContentError(where, null, `duplicate ${what} "${key}" (also in ${first})`)
    seen.set(key, where)
  }
}
