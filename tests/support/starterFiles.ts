import fs from 'node:fs'
import path from 'node:path'
import { contentDir } from '@content/lib/paths'

/**
 * The first line of a starter page's default file, as content/ has it: what a workspace shows before anything is
 * typed. Tests read it here rather than copy it, so rewording a page's starting comment does not break them.
 */
export function starterFirstLine(course: string, lesson: string, pageFolder: string, file: string): string {
  return fs.readFileSync(path.join(contentDir, 'courses', course, lesson, 'pages', pageFolder, 'default', file), 'utf8').split('\n')[0]
}
