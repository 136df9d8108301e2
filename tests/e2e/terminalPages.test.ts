import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { baseUrl, useBrowser } from '../support/browser'
import { congratulated, createLearner, signInTo } from '../support/learner'
import { seriousViolations } from '../support/axe'

/**
 * Terminal pages in Chromium (docs/terminal.md, docs/workspace.md "Terminal pages"): a learner types the page's
 * commands into the terminal key by key, sees a command the page does not permit refused, and clears the page.
 */
const browser = useBrowser()
const courses = readCurriculum(contentDir).courses

/** The first page of a terminal course's first lesson: its path and the model answer's lines. */
function firstPage(language: 'commandline' | 'git') {
  const lesson = courses.find((c) => c.course.languageName === language)!.lessons[0]
  const entry = lesson.pages.find((p) => p.page.order === 1)!
  const chapter = lesson.lesson.chapters.findIndex((c) => c.slug === entry.page.chapter) + 1
  const lines = entry.answerFiles.find((f) => f.path === 'commands.sh')!.content.split('\n').filter(Boolean)
  return { path: `/${language}/${lesson.lesson.slug}/${chapter}/1`, lines }
}

/** The terminal's screen as text (xterm renders rows of spans). */
const screen = (page: Page) => page.locator('[data-testid=terminal] .xterm-rows').innerText()
const prompts = async (page: Page) => ((await screen(page)).match(/learner:\S*\$/g) ?? []).length

/** Types a line at the prompt and waits for the next prompt. */
async function typeLine(page: Page, line: string) {
  const before = await prompts(page)
  await page.keyboard.type(line, { delay: 10 })
  await page.keyboard.press('Enter')
  await expect.poll(() => prompts(page), { timeout: 30_000 }).toBeGreaterThan(before)
}

describe('terminal pages, cleared by typing in the terminal', () => {
  for (const language of ['commandline', 'git'] as const) {
    it(`${language}: the first page`, async () => {
      const exercise = firstPage(language)
      const context = await browser().newContext({ viewport: { width: 1400, height: 900 } })
      const page = await context.newPage()
      await signInTo(page, baseUrl(), await createLearner(baseUrl()), exercise.path)
      await page.locator('[data-testid=terminal][data-ready]').waitFor({ timeout: 60_000 })
      await expect.poll(() => prompts(page), { timeout: 30_000 }).toBeGreaterThan(0)
      // No editor on a terminal page: the terminal takes its place.
      expect(await page.locator('[data-testid=code-editor]').count()).toBe(0)
      expect(await seriousViolations(page)).toEqual([])
      await page.locator('[data-testid=terminal]').click()

      // Refused on the server before the shell sees it, in the learner's language.
      await typeLine(page, 'rm -rf ~')
      expect(await screen(page)).toContain('このページでは使えないコマンドです')

      for (const line of exercise.lines) await typeLine(page, line)
      if (language === 'git') await expect.poll(() => page.getByTestId('terminal-cwd').innerText()).toContain('~/recipes')
      await page.keyboard.press('Control+Shift+Enter')
      await congratulated(page)
      expect(await page.getByTestId('announcer').innerText()).toContain('正解です')
      await context.close()
    })
  }

  it('works at 390 px wide: the terminal answers a line typed on a phone layout', async () => {
    const exercise = firstPage('commandline')
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    await signInTo(page, baseUrl(), await createLearner(baseUrl()), exercise.path)
    const disclaimer = page.getByTestId('disclaimer-modal')
    await disclaimer.waitFor()
    await disclaimer.getByRole('button', { name: '閉じる' }).click()
    await disclaimer.waitFor({ state: 'hidden' })
    // The phone layout shows one pane at a time behind tabs: the terminal's is the work pane's.
    const terminal = page.locator('[data-testid=terminal]')
    await page.locator('#ws-tab-editor').click()
    await page.locator('[data-testid=terminal][data-ready]').waitFor({ timeout: 60_000 })
    expect(await seriousViolations(page)).toEqual([])
    await terminal.click()
    await typeLine(page, 'pwd')
    expect(await screen(page)).toContain('/home/learner')
    const box = await terminal.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(390)
    await context.close()
  })
})
