import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchChromium } from '../support/browser'
import { createLearner } from '../support/learner'
import { signInToAdmin, staffSession, type StaffSession } from '../support/staff'

const LESSON = 'html-css-study-1'

let browser: Browser
let page: Page
let staff: StaffSession
let firstPage: { id: number; title: string }

beforeAll(async () => {
  staff = await staffSession()
  const lesson = (await staff.json<{ docs: { id: number }[] }>(`/api/lessons?where[slug][equals]=${LESSON}&depth=0`)).docs[0]
  firstPage = (await staff.json<{ docs: { id: number; title: string }[] }>(`/api/pages?where[lesson][equals]=${lesson.id}&sort=order&limit=1&locale=ja&depth=0`)).docs[0]
  browser = await launchChromium()
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
  page.setDefaultTimeout(120_000)
  await signInToAdmin(page)
})
afterAll(async () => {
  await browser?.close()
})

/** Where an anonymous request, and a learner's, to a staff page ends up. */
async function refusedTo(path: string) {
  const learner = await createLearner(baseUrl())
  const session = await staffSession(baseUrl(), learner)
  for (const cookie of ['', session.cookie]) {
    const answer = await fetch(`${baseUrl()}${path}`, { redirect: 'manual', headers: { cookie } })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(`/admin/login?redirect=${encodeURIComponent(path)}`)
  }
}

describe('staff pages beside the admin', () => {
  it('lets staff try an exercise at the admin exercise route, under the staff bar', async () => {
    const path = `/admin/html/${LESSON}/1/1`
    await page.goto(`${baseUrl()}${path}`)
    const bar = page.getByRole('navigation', { name: /Staff exercise view|スタッフ用の演習画面/ })
    await bar.waitFor()
    expect(await bar.getByRole('link', { name: /Edit this page|このページを編集/ }).getAttribute('href')).toBe(`/admin/collections/pages/${firstPage.id}`)
    expect(await page.title()).toContain(firstPage.title)
    await refusedTo(path)
  })

  it('shows the platform docs to staff, linked from the navigation and between pages', async () => {
    await page.goto(`${baseUrl()}/admin`)
    // The navigation drawer may be closed: the link is there, followed by its address.
    expect(await page.locator('a[href="/admin/docs"]').count()).toBeGreaterThan(0)
    await page.goto(`${baseUrl()}/admin/docs`)
    await page.getByRole('main').getByRole('link', { name: 'The admin' }).click()
    await page.waitForURL(/\/admin\/docs\/admin$/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('The admin')
    // A link to another doc stays inside the staff docs.
    await page.goto(`${baseUrl()}/admin/docs/site`)
    expect(await page.locator('main a[href="/admin/docs/routes"]').count()).toBeGreaterThan(0)
    await refusedTo('/admin/docs/access-rules')
    expect((await fetch(`${baseUrl()}/admin/docs/..%2Fpackage`, { headers: { cookie: staff.cookie } })).status).not.toBe(200)
  })
})
