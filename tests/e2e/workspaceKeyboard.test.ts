import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { baseUrl, useBrowser } from '../support/browser'
import { congratulated, createLearner, editorText } from '../support/learner'

/**
 * The workspace by keyboard alone (docs/workspace.md "Keyboard and screen readers"): one exercise per language
 * at phone and desktop size, with Stop on an infinite loop, Format where the language's plugin formats, and
 * axe with the workspace's dialogs open. No test step here clicks: every action is a key press.
 */
const browser = useBrowser()

interface Exercise {
  language: string
  path: string
  file: string
  answer: string
  /** A program that never ends (html pages run no program). */
  loop?: string
  /** Unformatted code and what the formatted file must look like. */
  format?: { messy: string; formatted: RegExp }
  /** How a correct run shows: the expected output matched, a result table, or a preview. */
  shows: 'matches' | 'table' | 'preview'
}

const formats = (plugin: string): string[] => {
  const manifest = JSON.parse(readFileSync(`plugins/${plugin}/manifest.json`, 'utf8')) as { formatting: string[] | boolean }
  return Array.isArray(manifest.formatting) ? manifest.formatting : []
}

const EXERCISES: Exercise[] = [
  {
    language: 'html-css',
    path: '/html/html-css-study-1/1/2',
    file: 'index.html',
    answer: '<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <title>My Page</title>\n    <link rel="stylesheet" href="style.css">\n  </head>\n  <body>\n    <h1>Hello, HTML</h1>\n    <h2>About me</h2>\n    <p>I love coding.</p>\n  </body>\n</html>\n',
    format: { messy: '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>My Page</title></head><body><h1>Hello, HTML</h1><h2>About me</h2><p>I love coding.</p></body></html>', formatted: /\n\s+<h2>About me<\/h2>\n/ },
    shows: 'preview',
  },
  {
    language: 'javascript',
    path: '/es6/javascript-study-1/1/1',
    file: 'script.js',
    answer: "console.log('Hello, World!');\n",
    loop: 'while (true) {}\n',
    format: { messy: "console.log(   'Hello, World!'   )", formatted: /^console\.log\(["']Hello, World!["']\);\s*$/ },
    shows: 'matches',
  },
  {
    language: 'python',
    path: '/python/python-study-1/1/1',
    file: 'main.py',
    answer: "print('Hello Python')\n",
    loop: 'while True:\n    pass\n',
    format: formats('python').includes('.py') ? { messy: "print(  'Hello Python'  )", formatted: /^print\(["']Hello Python["']\)\s*$/ } : undefined,
    shows: 'matches',
  },
  {
    language: 'sql',
    path: '/sql/sql-study-1/1/1',
    file: 'query.sql',
    answer: 'SELECT name\nFROM users;\n',
    loop: 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r;\n',
    format: { messy: 'SELECT name FROM users;', formatted: /^SELECT\s*\n\s+name\s*\nFROM\s*\n\s+users;\s*$/ },
    shows: 'table',
  },
]

/** A free page judged by its picture (ImageJudge), whose guide and model-picture dialogs the workspace offers. */
const IMAGE_JUDGED = '/sass/sass-study-1/1/1'

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1400, height: 900 }, isMobile: false, hasTouch: false },
] as const

/** What has the keyboard focus: inside Monaco, inside the code (Monaco or the quick view before it), a test id, a tab, or a button's text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return {
      inEditor: Boolean(el?.closest('[data-testid=code-editor]')),
      inCode: Boolean(el?.closest('.ws-code')),
      testId: el?.getAttribute('data-testid') ?? null,
      id: el?.id ?? '',
      role: el?.getAttribute('role') ?? null,
      text: (el?.innerText ?? '').trim(),
    }
  })
type Focus = Awaited<ReturnType<typeof focused>>

/** Presses `key` until the focus is where `wanted` says (a keyboard user's way through the page). */
async function pressUntil(page: Page, wanted: (focus: Focus) => boolean, key = 'Tab', max = 80) {
  for (let i = 0; i < max; i++) {
    if (wanted(await focused(page))) return
    await page.keyboard.press(key)
  }
  throw new Error(`focus never reached the target pressing ${key}; it is on ${JSON.stringify(await focused(page))}`)
}

/** Signs in on the sign-in page by typing and Enter, then lands on the exercise. */
async function signInByKeyboard(page: Page, path: string) {
  const learner = await createLearner(baseUrl())
  await page.goto(`${baseUrl()}/users/sign_in?redirect=${encodeURIComponent(path)}`)
  const form = page.locator('form#sign-in')
  await form.getByLabel(/メールアドレス|Email/).fill(learner.email)
  await form.getByLabel(/パスワード|Password/).fill(learner.password)
  await form.getByLabel(/パスワード|Password/).press('Enter')
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === path)
}

/**
 * Moves the focus into the code the way a keyboard user would: on a desktop by Tab from the page's start or
 * Shift+Tab from the footer; on a phone back to the pane tabs, the Editor tab by arrow key, then Tab. Before
 * Monaco has loaded that is the quick view, and the focus there starts Monaco, which takes the focus over.
 */
async function focusEditor(page: Page, phone: boolean, from: 'start' | 'footer') {
  if (!(await focused(page)).inCode) {
    if (!phone) await pressUntil(page, (f) => f.inCode, from === 'start' ? 'Tab' : 'Shift+Tab')
    else {
      await pressUntil(page, (f) => f.role === 'tab' || f.inCode, 'Shift+Tab', 120)
      if (!(await focused(page)).inCode) {
        await pressUntil(page, (f) => f.id === 'ws-tab-editor', 'ArrowRight', 4)
        await pressUntil(page, (f) => f.inCode)
      }
    }
  }
  await editorLoaded(page)
  await expect.poll(async () => (await focused(page)).inEditor).toBe(true)
}

async function typeCode(page: Page, code: string) {
  await page.keyboard.press('Control+A')
  await page.keyboard.insertText(code)
}

/** Monaco holds the learner's files (on a phone the editor tab may not be the one showing). */
const editorLoaded = (page: Page) => page.locator('[data-testid=code-editor][data-ready=true]').waitFor({ state: 'attached', timeout: 60_000 })

const announced = (page: Page) => page.getByTestId('announcer').innerText()

/** axe on the page with a dialog open, then Escape closes it. */
async function axeWithDialog(page: Page, testId: string) {
  const dialog = page.getByTestId(testId)
  await dialog.waitFor()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
}

describe('the workspace by keyboard alone', () => {
  for (const size of SIZES) {
    for (const exercise of EXERCISES) {
      it(`${size.name}: ${exercise.language} — run, stop, format, submit without a pointer`, async () => {
        const phone = size.name === 'phone'
        const context = await browser().newContext({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch })
        const page = await context.newPage()
        await signInByKeyboard(page, exercise.path)
        if (phone) {
          // The use-a-computer notice opens first; Escape dismisses it.
          await page.getByTestId('disclaimer-modal').waitFor()
          await page.keyboard.press('Escape')
        }
        // Reaching the code by keyboard starts Monaco (docs/workspace.md "Editor").
        await focusEditor(page, phone, 'start')
        expect(await seriousViolations(page)).toEqual([])

        if (exercise.loop) {
          await typeCode(page, exercise.loop)
          await page.keyboard.press('Control+Enter')
          await page.getByTestId('stop-button').waitFor()
          // Esc leaves the editor for the footer's first button; Tab reaches Stop (Reset waits while running).
          await page.keyboard.press('Escape')
          expect((await focused(page)).text).toBe('ヒント・答え')
          await page.keyboard.press('Tab')
          expect((await focused(page)).testId).toBe('stop-button')
          await page.keyboard.press('Enter')
          await expect.poll(() => announced(page), { timeout: 10_000 }).toContain('実行を停止しました')
          await page.getByTestId('stop-button').waitFor({ state: 'detached' })
          await focusEditor(page, phone, 'footer')
        }

        if (exercise.format) {
          await typeCode(page, exercise.format.messy)
          await page.keyboard.press('Shift+Alt+F')
          await expect.poll(() => announced(page), { timeout: 20_000 }).toContain(`${exercise.file} を整形しました`)
          await expect.poll(async () => (await editorText(page)).replace(/\n+$/, '\n')).toMatch(exercise.format.formatted)
        } else {
          // Where the plugin cannot format, the workspace does not offer it.
          expect(await page.getByTestId('format-button').count()).toBe(0)
        }

        // The next run works at once after Stop.
        await focusEditor(page, phone, 'footer')
        await typeCode(page, exercise.answer)
        await page.keyboard.press('Control+Enter')
        if (exercise.shows === 'matches') await page.locator('[data-testid=output-verdict][data-matches=true]').waitFor({ timeout: 30_000 })
        if (exercise.shows === 'table') await page.getByTestId('result-table').waitFor({ timeout: 30_000 })
        if (exercise.shows === 'preview') await page.getByTestId('preview').waitFor({ timeout: 30_000 })
        expect(await announced(page)).toMatch(/実行が終わりました/)

        await page.keyboard.press('Control+Shift+Enter')
        await congratulated(page)
        expect(await announced(page)).toContain('正解です')
        expect(await seriousViolations(page)).toEqual([])
        while (await page.locator('dialog[open]').count()) await page.keyboard.press('Escape')
        await context.close()
      })
    }

    it(`${size.name}: the workspace's dialogs are axe-clean and reached by keyboard`, async () => {
      const phone = size.name === 'phone'
      const context = await browser().newContext({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch })
      const page = await context.newPage()
      await signInByKeyboard(page, IMAGE_JUDGED)
      if (phone) {
        await page.getByTestId('disclaimer-modal').waitFor()
        expect(await seriousViolations(page)).toEqual([])
        await page.keyboard.press('Escape')
      }
      await page.locator('[data-testid=code-view][data-ready=true]').waitFor({ state: 'attached', timeout: 60_000 })
      // The image-judge guide and spec sit under the instructions.
      await pressUntil(page, (f) => f.text === '見た目の判定について')
      await page.keyboard.press('Enter')
      await axeWithDialog(page, 'image-guide-modal')
      await pressUntil(page, (f) => f.text === '見本を見る')
      await page.keyboard.press('Enter')
      await page.getByTestId('image-target').waitFor({ timeout: 60_000 })
      await axeWithDialog(page, 'image-spec-modal')
      if (phone) {
        await pressUntil(page, (f) => f.role === 'tab', 'Shift+Tab')
        await pressUntil(page, (f) => f.id === 'ws-tab-editor', 'ArrowRight', 4)
      }
      await pressUntil(page, (f) => f.testId === 'shortcuts-button')
      await page.keyboard.press('Enter')
      expect(await page.getByTestId('shortcuts-modal').innerText()).toContain('Shift+Enter')
      await axeWithDialog(page, 'shortcuts-modal')
      // Tab goes on into the code (Monaco takes it over), where Esc leaves for the footer's first button.
      await pressUntil(page, (f) => f.inCode)
      await editorLoaded(page)
      await expect.poll(async () => (await focused(page)).inEditor).toBe(true)
      await page.keyboard.press('Escape')
      expect((await focused(page)).text).toBe('ヒント・答え')
      await page.keyboard.press('Enter')
      await axeWithDialog(page, 'solutions-modal')
      await context.close()
    })
  }
})
