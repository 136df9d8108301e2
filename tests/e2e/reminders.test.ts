import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { baseUrl, useBrowser } from '../support/browser'
import { congratulated, createLearner, editorReady, replaceEditorText, signInTo } from '../support/learner'
import { openSettingsTab } from '../support/settings'
import { staffSession } from '../support/staff'

/**
 * Study reminders in Chromium (docs/reminders.md): the dialog a lesson clear offers, by keyboard, with its click
 * events; then the one-time reminder on the settings page at phone width, shown, cancelled and set again.
 */
const browser = useBrowser()

/** A starter-curriculum lesson whose page 1-2 is cleared with ANSWER (as in workspaceKeyboard.test.ts). */
const LESSON_SLUG = 'html-css-study-1'
const PAGE_PATH = `/html/${LESSON_SLUG}/1/2`
const ANSWER = '<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <title>My Page</title>\n    <link rel="stylesheet" href="style.css">\n  </head>\n  <body>\n    <h1>Hello, HTML</h1>\n    <h2>About me</h2>\n    <p>I love coding.</p>\n  </body>\n</html>\n'
const DAY = 86_400_000

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '')
const reminderOf = (page: Page) => page.evaluate(async () => ((await (await fetch('/api/user_reminder_settings')).json()) as { reminder: { nextAt: string | null } }).reminder)

describe('study reminders in Chromium', () => {
  it('offers a reminder after the lesson is cleared, by keyboard, and reports each choice', async () => {
    const staff = await staffSession()
    const lesson = (await staff.json(`/api/lessons?where[slug][equals]=${LESSON_SLUG}&depth=0`)).docs[0]
    const firstChapter = (await staff.json(`/api/chapters?where[lesson][equals]=${lesson.id}&where[order][equals]=1&depth=0`)).docs[0]
    const pages = (await staff.json(`/api/pages?where[lesson][equals]=${lesson.id}&where[topic][exists]=false&depth=0&limit=100`)).docs as { id: number; order: number; chapter: number }[]
    const learner = await createLearner(baseUrl())
    // Every other page of the lesson is cleared already: this clear completes the lesson.
    for (const other of pages.filter((p) => !(p.chapter === firstChapter.id && p.order === 2))) {
      await staff.json('/api/user_page_infos', 'POST', { user: learner.id, page: other.id, completed: true, completedAt: new Date().toISOString() })
    }
    const page = await browser().newPage()
    await signInTo(page, baseUrl(), learner, PAGE_PATH)
    await editorReady(page)
    await replaceEditorText(page, ANSWER)
    await page.locator('[data-testid=autosave][data-state=saved]').waitFor()
    await page.getByRole('button', { name: '答え合わせ' }).click()
    await congratulated(page)
    const dialog = page.getByTestId('reminder-modal')
    // Congratulations (and a level-up, if any) come first: closed by keyboard.
    while (!(await dialog.isVisible())) {
      await page.locator('dialog[open]').getByRole('button', { name: '閉じる' }).focus()
      await page.keyboard.press('Enter')
    }
    expect(await dialog.getByRole('heading').innerText()).toBe('学習の再開をリマインドします')
    expect(await focusedText(page)).toBe('5分後')
    expect(await seriousViolations(page)).toEqual([])

    // Skip the short break (Tab past 15, 30, 60 minutes): the days question takes the focus.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
    expect(await focusedText(page)).toBe('スキップ')
    await page.keyboard.press('Enter')
    await expect.poll(() => focusedText(page)).toBe('3日後')
    await page.keyboard.press('Tab')
    const before = Date.now()
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.getByRole('status').innerText()).toMatch(/にお知らせします。$/)
    expect(await focusedText(page)).toBe('閉じる')
    expect(await dialog.getByRole('link', { name: 'リマインダーの設定' }).getAttribute('href')).toBe('/settings?tab=notifications')
    expect(await seriousViolations(page)).toEqual([])

    const nextAt = Date.parse((await reminderOf(page)).nextAt!)
    expect(nextAt).toBeGreaterThanOrEqual(before + 7 * DAY)
    expect(nextAt).toBeLessThanOrEqual(Date.now() + 7 * DAY)
    const events = async () => (await staff.json<{ docs: { target: string }[] }>(`/api/application_events?where[user][equals]=${learner.id}&where[type][equals]=click&sort=createdAt&depth=0`)).docs.map((e) => e.target)
    await expect.poll(events).toEqual(['reminder_modal:minutes_skip', 'reminder_modal:days_7', 'reminder_modal:set'])
    await page.close()
  })

  it('shows, cancels and sets a one-time reminder on the settings page at phone width', async () => {
    const learner = await createLearner(baseUrl())
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
    await signInTo(page, baseUrl(), learner, '/settings')
    await openSettingsTab(page, '通知')
    const once = page.locator('[data-reminder-once]')
    await expect.poll(() => once.getByRole('status').getAttribute('data-state')).toBe('loaded')
    expect(await once.locator('[data-pending-reminder]').innerText()).toBe('1回だけのリマインダーは設定されていません。')
    expect(await once.getByRole('button', { name: 'リマインダーを取り消す' }).isVisible()).toBe(false)

    await once.getByLabel('学習の再開をリマインドします').selectOption({ label: '15分後' })
    await once.getByRole('button', { name: 'リマインダーを設定する' }).click()
    await expect.poll(() => once.getByRole('status').innerText()).toBe('保存しました。')
    await expect.poll(() => once.locator('[data-pending-reminder]').innerText()).toMatch(/にリマインダーが届きます。$/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousViolations(page)).toEqual([])

    await page.reload()
    await expect.poll(() => once.getByRole('status').getAttribute('data-state')).toBe('loaded')
    expect(await once.locator('[data-pending-reminder]').innerText()).toMatch(/にリマインダーが届きます。$/)
    const cancel = once.getByRole('button', { name: 'リマインダーを取り消す' })
    await cancel.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => once.locator('[data-pending-reminder]').innerText()).toBe('1回だけのリマインダーは設定されていません。')
    expect(await once.getByRole('status').innerText()).toBe('保存しました。')
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.name)).toBe('choice')
    expect((await reminderOf(page)).nextAt).toBeNull()
    await page.close()
  })
})
