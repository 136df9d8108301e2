import { describe, expect, it } from 'vitest'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { baseUrl, useBrowser } from '../support/browser'
import { congratulated, createLearner, editorReady, editorText, signInTo } from '../support/learner'

/**
 * One exercise per language the native toolchains and the react plugin judge (docs/judge-sandbox.md "Native
 * runtimes"), cleared in Chromium the way a learner does it: open the course's first page, paste the model
 * answer over the starting code, run it (Ctrl+Enter) and submit it (Ctrl+Shift+Enter).
 */
const browser = useBrowser()
const courses = readCurriculum(contentDir).courses

const LANGUAGES = ['ruby', 'php', 'java', 'go', 'nodejs', 'react'] as const

/** The course's first page: its path, the learner's file to type in and the answer's text for it. */
function firstPage(language: (typeof LANGUAGES)[number]) {
  const course = courses.find((c) => c.course.languageName === language)!
  const lesson = course.lessons.find((l) => l.lesson.slug === `${language}-study-1`)!
  const entry = lesson.pages.find((p) => p.page.order === 1)!
  const changed = entry.answerFiles.find((a) => entry.defaultFiles.find((d) => d.path === a.path)?.content !== a.content)!
  return { path: `/${language}/${lesson.lesson.slug}/1/1`, file: changed.path, answer: changed.content, preview: language === 'react' }
}

describe('a first exercise in every new language, cleared in Chromium', () => {
  for (const language of LANGUAGES) {
    it(`${language}: paste the answer, run it, submit it`, async () => {
      const exercise = firstPage(language)
      const context = await browser().newContext({ viewport: { width: 1400, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] })
      const page = await context.newPage()
      await signInTo(page, baseUrl(), await createLearner(baseUrl()), exercise.path)
      await editorReady(page)
      const inTree = page.locator('nav.ws-tree').getByRole('button', { name: exercise.file, exact: true })
      if (await inTree.count()) await inTree.click()
      // Pasted, as a learner copying the model answer would: typed braces would be closed twice by the editor.
      await page.evaluate((text) => navigator.clipboard.writeText(text), exercise.answer)
      await page.locator('[data-testid=code-editor] .view-lines').click()
      await page.keyboard.press('Control+A')
      await page.keyboard.press('Control+V')
      // The editor shows tabs as spaces and renders no empty line: compare the words.
      const words = (text: string) => text.replace(/\s+/g, ' ').trim()
      await expect.poll(async () => words(await editorText(page))).toBe(words(exercise.answer))
      await page.keyboard.press('Control+Enter')
      if (exercise.preview) await page.getByTestId('preview').waitFor({ timeout: 60_000 })
      else await page.locator('[data-testid=output-verdict][data-matches=true]').waitFor({ timeout: 60_000 })
      await page.keyboard.press('Control+Shift+Enter')
      await congratulated(page)
      expect(await page.getByTestId('announcer').innerText()).toContain('正解です')
      await context.close()
    })
  }
})

describe('a Node.js page that starts an HTTP server', () => {
  it('shows the running server in the preview, and Stop server stops it', async () => {
    const lesson = courses.find((c) => c.course.languageName === 'nodejs')!.lessons.find((l) => l.lesson.slug === 'nodejs-study-1')!
    const answer = lesson.pages.find((p) => p.page.slug === 'http-server')!.answerFiles[0].content
    const context = await browser().newContext({ viewport: { width: 1400, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] })
    const page = await context.newPage()
    await signInTo(page, baseUrl(), await createLearner(baseUrl()), '/nodejs/nodejs-study-1/3/10')
    await editorReady(page)
    await page.evaluate((text) => navigator.clipboard.writeText(text), answer)
    await page.locator('[data-testid=code-editor] .view-lines').click()
    await page.keyboard.press('Control+A')
    await page.keyboard.press('Control+V')
    await page.keyboard.press('Control+Enter')
    const preview = page.frameLocator('[data-testid=server-preview]')
    await preview.getByRole('heading', { name: 'Hello from Node!' }).waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('server-address').innerText()).toContain('3000')
    expect(await page.getByTestId('announcer').innerText()).toContain('3000')
    await page.getByRole('button', { name: 'サーバーを止める' }).click()
    await page.getByTestId('server-preview').waitFor({ state: 'detached' })
    await context.close()
  })
})
