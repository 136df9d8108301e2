import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe'
import { baseUrl, useBrowser } from '../support/browser'
import { unique } from '../support/fixtures'
import { createLearner, signInTo } from '../support/learner'
import { signInToAdmin, staffSession } from '../support/staff'

/** Page views, JavaScript errors and the staff views over them (docs/site.md "Events and logs", docs/admin.md "Analytics and JavaScript errors"). */

const browser = useBrowser()

type Row = { target?: string; detail?: Record<string, unknown> | null; message?: string; type?: string; line?: number | null }
const rowsOf = async (path: string) => (await (await staffSession()).json<{ docs: Row[] }>(path)).docs

/** Throws from an inline script whose throwing line is `line` (the page's error handler sees that line number). */
const throwAt = (page: Page, line: number, error: string) => page.addScriptTag({ content: `${'\n'.repeat(line - 1)}setTimeout(() => { throw ${error} })` })

describe('telemetry on the built site', () => {
  const message = `e2e telemetry failure ${unique()}`
  let learner: Awaited<ReturnType<typeof createLearner>>

  it('records one page view per visited page, with its address and embedded experiments', async () => {
    learner = await createLearner(baseUrl())
    const page = await browser().newPage()
    await signInTo(page, baseUrl(), learner, '/faqs')
    await page.goto(`${baseUrl()}/about?from=e2e#team`)
    const views = () => rowsOf(`/api/application_events?where[user][equals]=${learner.id}&where[type][equals]=page_view&depth=0&sort=createdAt&limit=20`)
    await expect.poll(async () => (await views()).map((v) => [v.target, v.detail ?? null])).toEqual([
      ['/faqs', null],
      ['/about', { search: '?from=e2e', hash: '#team' }],
    ])
    await page.close()
  })

  it('reports a thrown error once as js_error, and never the ignorable ones', async () => {
    const page = await browser().newPage()
    const sent: string[] = []
    page.on('request', (request) => void (new URL(request.url()).pathname === '/api/javascript_logs/js_error' && sent.push(request.postData() ?? '')))
    await signInTo(page, baseUrl(), learner, '/faqs')
    await throwAt(page, 24, `new TypeError("Cannot read properties of undefined (reading 'status')")`)
    // The same error twice (a loop would send it for ever): reported once.
    await throwAt(page, 3, `new TypeError(${JSON.stringify(message)})`)
    await throwAt(page, 3, `new TypeError(${JSON.stringify(message)})`)
    await throwAt(page, 5, `new RangeError(${JSON.stringify(`${message} (last)`)})`)
    const errors = () => rowsOf(`/api/javascript_logs?where[user][equals]=${learner.id}&depth=0&sort=createdAt&limit=20`)
    // Keepalive requests under a loaded machine: a longer wait than the suite's default.
    await expect.poll(async () => (await errors()).map((e) => [e.type, e.message, e.line]).sort(), { timeout: 60_000 }).toEqual([
      ['RangeError', `${message} (last)`, 5],
      ['TypeError', message, 3],
    ])
    expect(sent).toHaveLength(2)
    await page.close()
  })

  it('shows staff the daily chart (or its table) and the error grouped by message, axe clean', async () => {
    const context = await browser().newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await signInToAdmin(page)
    // Linked under the navigation (a drawer that may be closed at this width).
    expect(await page.locator('nav a[href="/admin/analytics"]').textContent()).toBe('Analytics')
    expect(await page.locator('nav a[href="/admin/javascript-errors"]').textContent()).toBe('JavaScript errors')
    await page.goto(`${baseUrl()}/admin/analytics`)
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor()
    const chart = page.getByRole('img', { name: /page views and \d+ clicks in 30 days/ })
    await chart.waitFor()
    expect(await page.getByRole('row', { name: /^\/faqs \d+$/ }).count()).toBe(1)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Show as a table' }).click()
    expect(await page.getByRole('button', { name: 'Show as a table' }).getAttribute('aria-pressed')).toBe('true')
    expect(await page.locator('[data-chart-table] tbody tr').count()).toBe(30)
    expect(await chart.count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])

    await page.goto(`${baseUrl()}/admin/javascript-errors?kind=js_error&type=TypeError`)
    await page.getByRole('heading', { level: 1, name: 'JavaScript errors' }).waitFor()
    const group = page.getByRole('row', { name: new RegExp(`^${message} js_error TypeError 1 `) })
    await group.waitFor()
    await group.getByText('Backtrace').click()
    expect(await group.locator('pre').innerText()).toContain(message)
    expect(await page.getByRole('row', { name: new RegExp(`${message} \\(last\\)`) }).count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  it('refuses the staff views to a learner and sends a visitor to the log-in', async () => {
    const page = await browser().newPage()
    await signInTo(page, baseUrl(), learner, '/faqs')
    for (const path of ['/admin/analytics', '/admin/javascript-errors']) {
      const answer = await page.goto(`${baseUrl()}${path}`)
      expect([path, answer?.status()]).toEqual([path, 404])
      expect(await page.content()).not.toContain(message)
      expect(await page.locator('[data-chart], [data-error-groups]').count()).toBe(0)
    }
    await page.close()
    const visitor = await browser().newPage()
    await visitor.goto(`${baseUrl()}/admin/javascript-errors`)
    await visitor.waitForURL(/\/admin\/login/)
    expect(await visitor.content()).not.toContain(message)
    await visitor.close()
  })
})
