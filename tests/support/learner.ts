import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { unique } from './fixtures'

export const LEARNER_PASSWORD = 'learner-pass-1'

/** A new free learner, created through the REST API the sign-up form uses. */
export async function createLearner(base: string): Promise<{ id: number | string; email: string; password: string }> {
  const email = `e2e-learner-${unique()}@example.test`
  const created = await fetch(`${base}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: LEARNER_PASSWORD }) })
  expect(created.status).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number | string } }
  return { id: doc.id, email, password: LEARNER_PASSWORD }
}

/**
 * Signs in through the site's sign-in page, which returns to `path` (the way a learner reaches an exercise).
 * A test that holds back one of the page's scripts waits for 'domcontentloaded': a held request can keep the
 * page's load event from ever firing.
 */
export async function signInTo(
  page: Page,
  base: string,
  learner: { email: string; password: string },
  path: string,
  waitUntil: 'load' | 'domcontentloaded' = 'load',
) {
  await page.goto(`${base}/users/sign_in?redirect=${encodeURIComponent(path)}`)
  const form = page.locator('form#sign-in')
  await form.getByLabel(/メールアドレス|Email/).fill(learner.email)
  await form.getByLabel(/パスワード|Password/).fill(learner.password)
  await form.getByRole('button', { name: /ログイン|Log in/ }).click()
  await page.waitForURL((url) => pathOf(url.href) === path, { waitUntil })
}

/** A URL's path without the trailing slash the static server's directory pages answer with. */
export const pathOf = (url: string) => new URL(url).pathname.replace(/(.)\/$/, '$1')

/**
 * Waits until the workspace has loaded the learner's files into Monaco. Monaco starts when the learner reaches
 * for the code (docs/workspace.md "Editor"): a press on the code pane says so, even while a dialog the test is
 * about to answer covers it.
 */
export async function editorReady(page: Page) {
  const ready = page.locator('[data-testid=code-editor][data-ready=true]')
  if (!(await ready.count())) await page.locator('.ws-code').dispatchEvent('pointerdown', undefined, { timeout: 60_000 })
  await ready.waitFor({ timeout: 60_000 })
}

/** The text Monaco shows for the open file (it renders spaces as no-break spaces). */
export async function editorText(page: Page): Promise<string> {
  const text = await page.locator('[data-testid=code-editor] .view-lines').innerText()
  return text.replace(/\u00a0/g, ' ')
}

/** Replaces the open file's text the way a learner would: select all, then type over it. */
export async function replaceEditorText(page: Page, text: string) {
  await page.locator('[data-testid=code-editor] .view-lines').click()
  await page.keyboard.press('Control+A')
  await page.keyboard.insertText(text)
}

/**
 * Waits for the congratulations after a submission. When they do not come, the failure says what the page
 * announced instead (the judge's verdict, an error, nothing at all), not only that a selector timed out.
 */
export async function congratulated(page: Page) {
  try {
    await page.getByTestId('congrats-modal').waitFor({ timeout: 90_000 })
  } catch (error) {
    const announced = await page.getByTestId('announcer').innerText().catch(() => '(no announcer)')
    const results = await page.getByTestId('judge-results').innerText().catch(() => '(no judge results)')
    throw new Error(`no congratulations after the submission; announced: ${JSON.stringify(announced)}; judge results: ${JSON.stringify(results.slice(0, 500))}`, { cause: error })
  }
}
