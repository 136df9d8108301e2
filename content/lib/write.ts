import fs from 'node:fs'
import path from 'node:path'
import { sortKeysDeep, toYaml, writeTree } from './files'
import type { Curriculum } from './model'
import { pageDirName, PROJECTS_DIR } from './model'

/**
 * Writes the curriculum as files below `root`, in the canonical form the reader accepts. The courses/
 * folder is replaced as a whole, so content deleted in the CMS disappears from the files too.
 */
export function writeCurriculum(root: string, curriculum: Curriculum): void {
  fs.mkdirSync(root, { recursive: true })
  fs.writeFileSync(path.join(root, 'languages.yml'), toYaml(curriculum.languages))
  const coursesDir = path.join(root, 'courses')
  fs.rmSync(coursesDir, { recursive: true, force: true })
  for (const { course, lessons, projects } of curriculum.courses) {
    const courseDir = path.join(coursesDir, course.slug)
    fs.mkdirSync(courseDir, { recursive: true })
    fs.writeFileSync(path.join(courseDir, 'course.yml'), toYaml(course))
    for (const project of projects) {
      const projectDir = path.join(courseDir, PROJECTS_DIR, project.slug)
      fs.mkdirSync(projectDir, { recursive: true })
      fs.writeFileSync(path.join(projectDir, 'project.yml'), toYaml(project))
    }
    for (const { lesson, slides, pages } of lessons) {
      const lessonDir = path.join(courseDir, lesson.slug)
      fs.mkdirSync(lessonDir, { recursive: true })
      fs.writeFileSync(path.join(lessonDir, 'lesson.yml'), toYaml(lesson))
      if (slides) fs.writeFileSync(path.join(lessonDir, 'slides.yml'), toYaml(slides))
      for (const entry of pages) {
        const pageDir = path.join(lessonDir, 'pages', pageDirName(entry.page.order, entry.page.slug))
        fs.mkdirSync(pageDir, { recursive: true })
        // Judge specs are JSON; PostgreSQL's jsonb reorders keys, so files keep them sorted to round-trip on every adapter.
        const judges = entry.page.judges.map(({ type, spec }) => ({ type, spec: sortKeysDeep(spec) as Record<string, unknown> }))
        // `once` is written only where it is set, as authors write it.
        const terminal = entry.page.terminal && { ...entry.page.terminal, permitted: entry.page.terminal.permitted.map(({ command, once }) => (once ? { command, once } : { command })) }
        fs.writeFileSync(path.join(pageDir, 'page.yml'), toYaml({ ...entry.page, judges, ...(terminal && { terminal }) }))
        for (const [locale, markdown] of Object.entries(entry.instructions)) {
          if (markdown) fs.writeFileSync(path.join(pageDir, `instructions.${locale}.md`), markdown)
        }
        writeTree(path.join(pageDir, 'default'), entry.defaultFiles)
        writeTree(path.join(pageDir, 'answer'), entry.answerFiles)
        writeTree(path.join(pageDir, 'hidden'), entry.hiddenFiles)
      }
    }
  }
}
