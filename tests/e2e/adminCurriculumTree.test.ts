import * as cheerio from 'cheerio'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchChromium } from '../support/browser'
import { createLearner } from '../support/learner'
import { signInToAdmin, staffSession, type StaffSession } from '../support/staff'

const LESSON = 'html-css-study-1'
const PUBLISH_TIMEOUT_MS = 180_000

let browser: Browser
let page: Page
let staff: StaffSession
let lessonTitle: string
/** The first chapter's first two pages, as the starter curriculum has them. */
let first: { id: number; title: string }
let second: { id: number; title: string }

/** The title the served static exercise page (ja) shows. */
async function siteTitle(path: string): Promise<string> {
  const $ = cheerio.load(await (await fetch(`${baseUrl()}${path}`)).text())
  return $('title').text()
}

const publishing = () => page.locator('[data-publishing]').first().getAttribute('data-publishing')

beforeAll(async () => {
  staff = await staffSession()
  const lesson = (await staff.json<{ docs: { id: number; title: string }[] }>(`/api/lessons?where[slug][equals]=${LESSON}&locale=ja&depth=0`)).docs[0]
  lessonTitle = lesson.title
  const pages = (await staff.json<{ docs: { id: number; title: string; order: number }[] }>(`/api/pages?where[lesson][equals]=${lesson.id}&sort=order&limit=2&locale=ja&depth=0`)).docs
  ;[first, second] = pages
  browser = await launchChromium()
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
  page.setDefaultTimeout(120_000)
  await signInToAdmin(page)
})
afterAll(async () => {
  await browser?.close()
})

describe('the curriculum tree and the publishing status in the admin', () => {
  it('lists courses, lessons, chapters and pages with counts, linked to their edit views and from the lists', async () => {
    await page.goto(`${baseUrl()}/admin/collections/pages`)
    await page.getByRole('link', { name: /curriculum as a tree|カリキュラム全体をツリー/ }).click()
    await page.waitForURL(/\/admin\/curriculum$/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Curriculum tree|カリキュラムツリー/)
    const lesson = page.locator('details', { has: page.locator(`summary a[href$="/lessons/${(await staff.json(`/api/lessons?where[slug][equals]=${LESSON}&depth=0`)).docs[0].id}"]`) }).first()
    await expect.poll(() => lesson.locator(':scope > summary').textContent()).toMatch(/\d+ (chapters?|章)/)
    expect(await page.locator(`a[href="/admin/collections/pages/${first.id}"]`).count()).toBe(1)
    expect(await page.locator('a[href="/admin/curriculum"]').count()).toBeGreaterThan(0)
  })

  it('puts two pages in a new order by drag and drop, says when it is live, and the site shows the new order', { timeout: 2 * PUBLISH_TIMEOUT_MS }, async () => {
    const lessonSummary = page.locator('summary', { hasText: lessonTitle }).first()
    await lessonSummary.click()
    const firstItem = page.locator(`li[data-collection="pages"][data-id="${first.id}"]`)
    const secondItem = page.locator(`li[data-collection="pages"][data-id="${second.id}"]`)
    await secondItem.dragTo(firstItem)
    const status = page.getByRole('status').filter({ hasText: second.title }).first()
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/Saved|保存しました/)
    await expect.poll(publishing, { timeout: 30_000 }).toMatch(/soon|live/)
    await expect.poll(publishing, { timeout: PUBLISH_TIMEOUT_MS, interval: 500 }).toBe('live')
    // The site serves the moved page at the first address at once, since "live" means published.
    expect(await siteTitle(`/html/${LESSON}/1/1`)).toContain(second.title)
    expect(await siteTitle(`/html/${LESSON}/1/2`)).toContain(first.title)

    // Back with the keyboard: the moved page's "Move down" button.
    await page.getByRole('button', { name: new RegExp(`(Move “${second.title}” down|「${second.title}」を下へ移動)`) }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/position 2|2番目/)
    await expect.poll(publishing, { timeout: PUBLISH_TIMEOUT_MS, interval: 500 }).toBe('live')
    await expect.poll(() => siteTitle(`/html/${LESSON}/1/1`), { timeout: 10_000 }).toContain(first.title)
  })

  it('after a title is saved, says the page will be live in about N s, then that it is live', { timeout: 2 * PUBLISH_TIMEOUT_MS }, async () => {
    const renamed = `${first.title} (${Date.now().toString(36)})`
    await page.goto(`${baseUrl()}/admin/collections/pages/${first.id}`)
    try {
      await page.fill('#field-title', renamed)
      await page.locator('#action-save').click()
      await expect.poll(publishing, { timeout: 30_000, interval: 200 }).toBe('soon')
      expect(await page.locator('[data-publishing="soon"]').textContent()).toMatch(/in about \d+ s|約\d+秒/)
      await expect.poll(publishing, { timeout: PUBLISH_TIMEOUT_MS, interval: 500 }).toBe('live')
      expect(await siteTitle(`/html/${LESSON}/1/1`)).toContain(renamed)
    } finally {
      expect((await staff.api(`/api/pages/${first.id}?locale=ja`, 'PATCH', { title: first.title })).status).toBe(200)
      await expect.poll(() => siteTitle(`/html/${LESSON}/1/1`), { timeout: PUBLISH_TIMEOUT_MS, interval: 1_000 }).toContain(first.title)
    }
  })

  it('previews a page at its exercise address', async () => {
    const entered = await fetch(`${baseUrl()}/preview/enter?locale=en&page=${first.id}`, { redirect: 'manual', headers: { cookie: staff.cookie } })
    expect(entered.status).toBe(302)
    expect(entered.headers.get('location')).toBe(`/en/html/${LESSON}/1/1`)
  })

  it('refuses the reorder and status calls to visitors and learners', async () => {
    const body = JSON.stringify({ collection: 'pages', ids: [second.id, first.id] })
    expect((await fetch(`${baseUrl()}/api/curriculum_order`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status).toBeGreaterThanOrEqual(400)
    expect((await fetch(`${baseUrl()}/api/site_publishing`)).status).toBe(401)
    const learner = await createLearner(baseUrl())
    const learnerSession = await staffSession(baseUrl(), learner)
    expect((await learnerSession.api('/api/curriculum_order', 'POST', { collection: 'pages', ids: [second.id, first.id] })).status).toBe(403)
    expect((await learnerSession.api('/api/site_publishing')).status).toBe(403)
    // Nothing moved.
    const pages = (await staff.json<{ docs: { id: number }[] }>(`/api/pages?where[id][in]=${first.id},${second.id}&sort=order&depth=0`)).docs
    expect(pages.map((p) => p.id)).toEqual([first.id, second.id])
  })
})
