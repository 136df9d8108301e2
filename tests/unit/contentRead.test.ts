import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ContentError } from '@content/lib/errors'
import { toYaml } from '@content/lib/files'
import { readCurriculum } from '@content/lib/read'
import { writeCurriculum } from '@content/lib/write'
import { readFilesBelow } from '../support/tree'

let root: string
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  fs.writeFileSync(path.join(root, rel), text)
}
const lessonDir = 'courses/demo/demo-1'
const pageDir = `${lessonDir}/pages/01-hello`

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-unit-'))
  write('languages.yml', toYaml([{ name: 'html', order: 1, title: { ja: 'HTML', en: 'HTML' } }]))
  write('courses/demo/course.yml', toYaml({ slug: 'demo', languageName: 'html', order: 1, title: { ja: 'デモ', en: 'Demo' } }))
  write(
    `${lessonDir}/lesson.yml`,
    toYaml({ slug: 'demo-1', category: 'study', order: 1, planType: 'basic', title: { ja: 'デモ', en: 'Demo' }, chapters: [{ slug: 'one', title: { ja: '一', en: 'One' } }] }),
  )
  write(
    `${pageDir}/page.yml`,
    toYaml({ slug: 'hello', chapter: 'one', order: 1, title: { ja: 'こんにちは', en: 'Hello' }, planType: 'basic', judgeLanguage: 'html' }),
  )
  write(`${pageDir}/instructions.ja.md`, '# やること\n')
  write(`${pageDir}/instructions.en.md`, '# Do\n')
  write(`${pageDir}/default/index.html`, '<h1></h1>\n')
  write(`${pageDir}/answer/index.html`, '<h1>Hi</h1>\n')
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const errorOf = () => {
  try {
    readCurriculum(root)
  } catch (error) {
    if (error instanceof ContentError) return error
    throw error
  }
  throw new Error('expected a ContentError')
}

describe('readCurriculum', () => {
  it('reads a lesson with its pages and files, filling defaults', () => {
    const { courses } = readCurriculum(root)
    const page = courses[0].lessons[0].pages[0]
    expect(page.page.filetreeType).toBe('default')
    expect(page.page.orderOfEarlierPageRequiringCompletion).toBeNull()
    expect(page.defaultFiles).toEqual([{ path: 'index.html', content: '<h1></h1>\n' }])
    expect(page.instructions.en).toBe('# Do\n')
  })

  it('names the file and the field of a missing translation', () => {
    write(`${pageDir}/page.yml`, toYaml({ slug: 'hello', chapter: 'one', order: 1, title: { ja: 'こんにちは' }, planType: 'basic', judgeLanguage: 'html' }))
    const error = errorOf()
    expect(error.file).toBe(`${pageDir}/page.yml`)
    expect(error.field).toBe('title.en')
  })

  it('names an unknown plan type, a typo in a key and a chapter that does not exist', () => {
    write(`${lessonDir}/lesson.yml`, fs.readFileSync(path.join(root, lessonDir, 'lesson.yml'), 'utf8').replace('planType: basic', 'planType: gold'))
    expect(errorOf()).toMatchObject({ file: `${lessonDir}/lesson.yml`, field: 'planType' })
    write(`${lessonDir}/lesson.yml`, fs.readFileSync(path.join(root, lessonDir, 'lesson.yml'), 'utf8').replace('planType: gold', 'planType: basic\ntitel: x'))
    expect(errorOf().message).toMatch(/lesson\.yml.*titel/)
    write(`${lessonDir}/lesson.yml`, fs.readFileSync(path.join(root, lessonDir, 'lesson.yml'), 'utf8').replace('\ntitel: x', '').replace('slug: one', 'slug: uno'))
    expect(errorOf()).toMatchObject({ file: `${pageDir}/page.yml`, field: 'chapter' })
  })

  it('requires the page folder to match its order and both instruction files', () => {
    fs.renameSync(path.join(root, pageDir), path.join(root, `${lessonDir}/pages/02-hello`))
    expect(errorOf()).toMatchObject({ field: 'order' })
    fs.renameSync(path.join(root, `${lessonDir}/pages/02-hello`), path.join(root, pageDir))
    fs.rmSync(path.join(root, pageDir, 'instructions.en.md'))
    expect(errorOf().file).toBe(`${pageDir}/instructions.en.md`)
  })

  it('reports broken YAML with the file name', () => {
    write('courses/demo/course.yml', 'slug: [unclosed')
    expect(errorOf()).toMatchObject({ file: 'courses/demo/course.yml', field: null })
  })

  it('writes back exactly the files it read once they are canonical', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'content-unit-out-'))
    writeCurriculum(out, readCurriculum(root))
    const again = fs.mkdtempSync(path.join(os.tmpdir(), 'content-unit-again-'))
    writeCurriculum(again, readCurriculum(out))
    expect(readFilesBelow(again)).toEqual(readFilesBelow(out))
    expect(readFilesBelow(out)[`${pageDir}/answer/index.html`]).toBe('<h1>Hi</h1>\n')
    fs.rmSync(out, { recursive: true, force: true })
    fs.rmSync(again, { recursive: true, force: true })
  })
})
