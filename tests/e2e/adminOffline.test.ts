import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchChromium } from '../support/browser'
import { signInToAdmin } from '../support/staff'

/**
 * The admin depends on no third party (docs/admin.md): every collection's list and edit view loads with the
 * network limited to the platform's own origin, without a page error; code and JSON fields (a page's judge
 * spec) show the Monaco editor the platform serves, and no avatar is fetched from Gravatar.
 */
let browser: Browser
let page: Page
const foreign: string[] = []
const errors: string[] = []

beforeAll(async () => {
  browser = await launchChromium()
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
  page.setDefaultTimeout(120_000)
  const origin = new URL(baseUrl()).origin
  // Anything not from the platform is refused and recorded, as it would fail on a machine without internet.
  await page.route('**/*', (route) => {
    const url = route.request().url()
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue()
    foreign.push(url)
    return route.abort()
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
})
afterAll(async () => {
  await browser?.close()
})

const settle = (p: Page) => p.waitForLoadState('networkidle').catch(() => undefined)

describe('the admin, offline from everything but the platform', () => {
  it('loads every collection list and edit view without another origin or a page error', { timeout: 900_000 }, async () => {
    await signInToAdmin(page)
    await settle(page)
    const collections = [...new Set(await page.locator('a[href*="/admin/collections/"]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.split('/').slice(0, 4).join('/'))))]
    expect(collections.length).toBeGreaterThan(10)
    for (const list of collections) {
      await page.goto(`${baseUrl()}${list}`)
      await settle(page)
      const first = page.locator('.table tbody tr a[href*="/admin/collections/"]').first()
      if (await first.count()) {
        await first.click()
        await page.waitForURL(new RegExp(`${list}/[^/]+$`))
        await settle(page)
      }
    }
    expect(foreign).toEqual([])
    expect(errors).toEqual([])
  })

  it("shows a page's judge spec in the platform's own Monaco", async () => {
    const found = await page.evaluate(async (url) => (await fetch(url, { credentials: 'include' })).json(), `${baseUrl()}/api/pages?where[slug][equals]=sql-study-1.select-columns&depth=0`)
    await page.goto(`${baseUrl()}/admin/collections/pages/${found.docs[0].id}`)
    const spec = page.locator('#field-judges__0__spec .monaco-editor')
    await spec.waitFor()
    expect(await spec.innerText()).toContain('sqlResult')
    expect(foreign).toEqual([])
    expect(errors).toEqual([])
  })
})
