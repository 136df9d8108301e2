import { describe, expect, it } from 'vitest'
import type { Curriculum } from '@content/lib/model'
import { checkPageLanguages, readPluginLanguages, type PluginLanguages } from '@content/lib/pageLanguages'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'

/** The importer refuses a page its judgeLanguage plugin does not judge (content/README.md "page.yml"). */
const plugins: PluginLanguages[] = [{ id: 'javascript', name: 'JavaScript', languageNames: ['es5', 'es6'] }]

const curriculumOf = (languageName: string, judgeLanguage: string) =>
  ({
    languages: [],
    courses: [
      {
        course: { slug: 'demo', languageName, order: 1, title: { ja: 'デモ', en: 'Demo' } },
        projects: [],
        lessons: [
          {
            lesson: { slug: 'demo-1' },
            slides: null,
            pages: [{ page: { slug: 'hello', order: 3, judgeLanguage }, instructions: {}, defaultFiles: [], answerFiles: [], hiddenFiles: [] }],
          },
        ],
      },
    ],
  }) as unknown as Curriculum

describe('page languages', () => {
  it('accept a page whose plugin judges its course language', () => {
    expect(() => checkPageLanguages(curriculumOf('es6', 'javascript'), plugins)).not.toThrow()
  })

  it('refuse a page whose plugin does not judge its course language, naming the page and the plugin', () => {
    expect(() => checkPageLanguages(curriculumOf('python', 'javascript'), plugins)).toThrow(
      'courses/demo/demo-1/pages/03-hello/page.yml → judgeLanguage: the plugin "javascript" (JavaScript) judges es5, es6, not "python", the language of courses/demo/course.yml',
    )
  })

  it('refuse a page naming no plugin', () => {
    expect(() => checkPageLanguages(curriculumOf('es6', 'ruby'), plugins)).toThrow('courses/demo/demo-1/pages/03-hello/page.yml → judgeLanguage: "ruby" is not a plugin (plugins/: javascript)')
  })

  it('pass for the starter curriculum and the shipped plugins', () => {
    expect(() => checkPageLanguages(readCurriculum(contentDir), readPluginLanguages())).not.toThrow()
  })
})
