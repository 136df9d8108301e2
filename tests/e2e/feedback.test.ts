import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { FEEDBACK_LIMITS } from '@domain/feedback/feedbackRules'
import { seriousViolations } from '../support/axe'
import path from 'node:path'
import { CSRF_COOKIE, CSRF_HEADER } from '@domain/api/csrfNames'
import { baseUrl, useBrowser } from '../support/browser'
import { mailsTo } from '../support/outbox'
import { unique } from '../support/fixtures'
import { createLearner, signInTo } from '../support/learner'
import { signInToAdmin, staffSession } from '../support/staff'

/** The feedback modal (docs/feedback.md "The modal"), driven the way a visitor and a learner use it. */

const browser = useBrowser()

/** What the element with focus is, and whether it is inside `dialog`. */
const focusIn = (page: Page, dialog: Locator) => dialog.evaluate((d) => ({ inside: d.contains(document.activeElement), name: (document.activeElement as HTMLInputElement | null)?.name ?? null }))
/** The texts a field's aria-describedby points at: what a screen reader says with it. */
const descriptionOf = (field: Locator) =>
  field.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent?.trim() ?? '').filter(Boolean))
const storedFeedback = async (message: string) => (await (await staffSession()).json(`/api/feedbacks?where[message][equals]=${encodeURIComponent(message)}&depth=1`)).docs

describe('the feedback modal', () => {
  it('opens from the footer with the keyboard, keeps focus inside, says what is missing, refuses a too-big file, sends, and gives focus back', async () => {
    const page = await browser().newPage({ viewport: { width: 1400, height: 900 } })
    await page.goto(baseUrl())
    const opener = page.locator('footer').getByRole('link', { name: 'フィードバック' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'フィードバックを送る' })
    await dialog.waitFor()
    expect(await focusIn(page, dialog)).toEqual({ inside: true, name: 'category' })
    const category = dialog.getByLabel('カテゴリ')
    // Tabbing round the whole form, either way, never leaves the dialog.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(key)
        expect((await focusIn(page, dialog)).inside, `after ${i + 1} × ${key}`).toBe(true)
      }
    }
    await category.focus()
    await page.keyboard.press('Shift+Tab')
    expect(await dialog.evaluate((d) => document.activeElement === d.querySelector('button[type=submit]'))).toBe(true)

    const sent: string[] = []
    page.on('request', (request) => request.url().includes('/api/feedbacks') && sent.push(request.method()))
    const send = dialog.getByRole('button', { name: '送信する' })
    await send.click()
    expect(await descriptionOf(category)).toEqual(['カテゴリを選択してください。'])
    expect(await descriptionOf(dialog.getByLabel('メールアドレス'))).toEqual(['返信はこのアドレスにお送りします。', 'メールアドレスを入力してください'])
    expect(await descriptionOf(dialog.getByLabel('内容'))).toEqual(['内容を入力してください。'])
    // Announced: focus on the first field in error, which says so, and every message in a live region.
    expect(await focusIn(page, dialog)).toEqual({ inside: true, name: 'category' })
    expect(await category.getAttribute('aria-invalid')).toBe('true')
    expect(await dialog.locator('[data-error-for]:not(:empty)').evaluateAll((slots) => slots.map((s) => s.getAttribute('aria-live')))).toEqual(['polite', 'polite', 'polite'])

    await category.selectOption({ label: '不具合・動作の問題' })
    await dialog.getByLabel('メールアドレス').fill(`visitor-${unique()}@example.test`)
    const message = `The footer link opens this ${unique()}`
    await dialog.getByLabel('内容').fill(message)
    const attachment = dialog.getByLabel('スクリーンショット・ファイル（任意）')
    await attachment.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(FEEDBACK_LIMITS.fileBytes + 1) })
    await send.click()
    expect(await descriptionOf(attachment)).toEqual(['PNG・JPEG・WebP・PDF、5 MBまで。', 'ファイルサイズが大きすぎます（5 MBまで）。'])
    expect(await focusIn(page, dialog)).toEqual({ inside: true, name: 'attachment' })
    expect(sent).toEqual([])

    const screenshot = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d4ed8' } }).png().toBuffer()
    await attachment.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: screenshot })
    await send.click()
    await expect.poll(() => dialog.getByRole('status').innerText()).toBe('フィードバックを受け付けました。ありがとうございます。')
    expect(sent).toEqual(['POST'])
    const [stored] = await storedFeedback(message)
    expect(stored).toMatchObject({ variant: 'default', category: 'bug', pageUrl: '/', locale: 'ja', status: 'new', attachment: { mimeType: 'image/png' } })

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await opener.evaluate((link) => link === document.activeElement)).toBe(true)
    await page.close()
  })

  it('has no serious or critical axe violations, open and showing its messages, at 390 and 1400 px, and fits a phone', async () => {
    for (const [width, path] of [[390, '/'], [1400, '/en/'], [390, '/id/']] as const) {
      const page = await browser().newPage({ viewport: { width, height: 844 } })
      await page.goto(`${baseUrl()}${path}`)
      await page.locator('footer [data-feedback-open]').click()
      const dialog = page.locator('dialog[open]')
      await dialog.waitFor()
      expect({ width, path, violations: await seriousViolations(page) }).toEqual({ width, path, violations: [] })
      await dialog.locator('button[type=submit]').click()
      await dialog.locator('[data-error-for=message]:not(:empty)').waitFor()
      expect({ width, path, violations: await seriousViolations(page) }).toEqual({ width, path, violations: [] })
      const box = (await dialog.boundingBox())!
      expect(box.x >= 0 && box.x + box.width <= width, `${path} at ${width}: ${JSON.stringify(box)}`).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.close()
    }
  })

  it('opens the business, school and document variants on their pages, with a signed-in learner’s address filled in', async () => {
    const learner = await createLearner(baseUrl())
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
    await signInTo(page, baseUrl(), learner, '/en/business')
    const variants = [
      ['/en/business', 'Ask about team plans', 'Questions about team plans', ['Team plans and seats', 'Invoices and payment', 'Other']],
      ['/en/plans/for_school', 'Ask about plans for schools', 'Questions from schools', ['A licence for a school', 'Using the curriculum in class', 'Other']],
      ['/en/policy', 'Send feedback on this page', 'Feedback on this page', ['A typo', 'Something unclear', 'A broken link', 'Other']],
    ] as const
    for (const [path, opener, title, categories] of variants) {
      if (new URL(page.url()).pathname !== path) await page.goto(`${baseUrl()}${path}`)
      await page.locator('main').getByRole('link', { name: opener }).click()
      const dialog = page.getByRole('dialog', { name: title })
      await dialog.waitFor()
      expect((await dialog.getByLabel('Category').locator('option').allTextContents()).slice(1)).toEqual(categories)
      await expect.poll(() => dialog.getByLabel('Email').inputValue()).toBe(learner.email)
      await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'hidden' })
    }
    // Sent with the address left as filled in: stored with the account.
    await page.locator('main').getByRole('link', { name: 'Send feedback on this page' }).click()
    const dialog = page.getByRole('dialog', { name: 'Feedback on this page' })
    await dialog.getByLabel('Category').selectOption('typo')
    const message = `A typo in section 3 ${unique()}`
    await dialog.getByLabel('Your message').fill(message)
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => dialog.getByRole('status').innerText()).toBe('Thank you. Your feedback has been sent.')
    expect((await storedFeedback(message))[0]).toMatchObject({ variant: 'document', category: 'typo', email: learner.email, user: { id: learner.id }, pageUrl: '/en/policy', locale: 'en' })
    await page.close()
  })

  it('lists feedback for staff at /admin/feedbacks with its columns, and mails a reply saved there to the sender', async () => {
    const { csrfToken } = (await (await fetch(`${baseUrl()}/api/csrf_token`)).json()) as { csrfToken: string }
    const sender = `asker-${unique()}@example.test`
    const message = `Can a class of 30 use it? ${unique()}`
    const sent = await fetch(`${baseUrl()}/api/feedbacks?locale=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${CSRF_COOKIE}=${csrfToken}`, [CSRF_HEADER]: csrfToken },
      body: JSON.stringify({ variant: 'academic', category: 'school_licence', email: sender, message, page_url: '/en/plans/for_school' }),
    })
    expect(sent.status).toBe(204)

    const page = await browser().newPage({ viewport: { width: 1400, height: 900 } })
    page.setDefaultTimeout(120_000)
    await signInToAdmin(page)
    await page.goto(`${baseUrl()}/admin/feedbacks`)
    await page.waitForURL(/\/admin\/collections\/feedbacks$/)
    const table = page.locator('.table')
    await table.locator('tbody tr', { hasText: sender }).waitFor()
    expect(await table.locator('thead th').allInnerTexts()).toEqual(expect.arrayContaining(['Created At', 'Variant', 'Category', 'Status', 'Email', 'Page'].map((name) => expect.stringContaining(name))))
    const row = table.locator('tbody tr', { hasText: sender })
    expect(await row.innerText()).toMatch(/Schools[\s\S]*A licence for a school[\s\S]*New[\s\S]*\/en\/plans\/for_school/)

    await row.locator('a').first().click()
    await page.waitForURL(/\/admin\/collections\/feedbacks\/\d+$/)
    await page.locator('#field-reply').fill('Yes: a school licence covers the class.')
    await page.locator('#action-save').click()
    await expect.poll(async () => (await mailsTo(path.join(process.env.E2E_DATA_DIR!, 'outbox'), sender)).map((mail) => mail.subject), { timeout: 60_000 }).toEqual(['Our reply to your feedback'])
    expect((await storedFeedback(message))[0]).toMatchObject({ status: 'answered', reply: 'Yes: a school licence covers the class.' })
    await page.close()
  })
})
