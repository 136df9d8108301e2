import fs from 'node:fs'
import path from 'node:path'
import { rootDir } from '@domain/repoPaths'
import { pluginManifest } from '@plugins/contract'
import { ContentError } from './errors'
import type { Curriculum } from './model'
import { pageDirName } from './model'

/** What the importer needs of a plugin: which spec language names it judges (plugins/README.md). */
export type PluginLanguages = { id: string; name: string; languageNames: string[] }

const languagesOfManifest = pluginManifest.pick({ id: true, name: true, languageNames: true }).loose()

/** Every plugin folder's id, name and languageNames (plugins/<id>/manifest.json). */
export function readPluginLanguages(dir = path.join(rootDir, 'plugins')): PluginLanguages[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'manifest.json')))
    .map((entry) => {
      const file = path.join(dir, entry.name, 'manifest.json')
      const parsed = languagesOfManifest.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
      if (!parsed.success) throw new ContentError(path.relative(rootDir, file), parsed.error.issues[0].path.join('.') || null, parsed.error.issues[0].message)
      const { id, name, languageNames } = parsed.data
      return { id, name, languageNames }
    })
}

/**
 * Refuses a page its plugin cannot judge (content/README.md "page.yml"): its `judgeLanguage` must name a plugin,
 * and that plugin's `languageNames` must include the language of the page's course. Throws a ContentError naming
 * the page's file.
 */
export function checkPageLanguages(curriculum: Curriculum, plugins: PluginLanguages[]): void {
  const byId = new Map(plugins.map((plugin) => [plugin.id, plugin]))
  for (const { course, lessons } of curriculum.courses) {
    for (const { lesson, pages } of lessons) {
      for (const { page } of pages) {
        const file = `courses/${course.slug}/${lesson.slug}/pages/${pageDirName(page.order, page.slug)}/page.yml`
        const plugin = byId.get(page.judgeLanguage)
        if (!plugin) {
          throw new ContentError(file, 'judgeLanguage', `"${page.judgeLanguage}" is not a plugin (plugins/: ${[...byId.keys()].join(', ')})`)
        }
        if (!plugin.languageNames.includes(course.languageName)) {
          throw new ContentError(
            file,
            'judgeLanguage',
            `the plugin "${plugin.id}" (${plugin.name}) judges ${plugin.languageNames.join(', ')}, not "${course.languageName}", the language of courses/${course.slug}/course.yml`,
          )
        }
      }
    }
  }
}
