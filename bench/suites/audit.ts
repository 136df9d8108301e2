/**
 * The audit suite (`npm run bench -- audit`, or `npm run audit`): Lighthouse (mobile) and axe-core on the main
 * public pages of a platform started for the audit, in Debian's Chromium. Gives the "Lighthouse and axe
 * (mobile)" section of bench/README.md, and sets a failing exit code when a score is below 95 or axe finds a
 * serious or critical violation.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { rootDir } from '@domain/repoPaths'
import { chromium, type Browser } from 'playwright-core'
import { seriousViolations } from '@tests/support/axe'
import { CSRF_COOKIE, CSRF_HEADER } from '@domain/api/csrfNames'
import { freePort } from '@tests/support/freePort'
import { LIGHTHOUSE_CATEGORIES, LIGHTHOUSE_RUNS, runLighthouse, type LighthouseSummary } from '../lib/lighthouse'
import { sessionCookie } from '../lib/sessionCookie'
import { spawnPlatform } from '@tests/support/spawnPlatform'

interface AuditedPage {
  path: string
  /** Audited as a signed-in free learner sees it (the workspace, the dashboard). */
  signedIn?: boolean
  /** Kept out of search engines on purpose (noindex): Lighthouse's "is crawlable" does not apply. */
  private?: boolean
}

/**
 * The pages audited: home, the course list, a course page, a lesson page and an exercise page (the workspace) of
 * the starter curriculum, the dashboard, the starter learning path, its certificate page and a certificate's
 * public verification page (issued for the audit by staff).
 */
const AUDITED_PAGES: AuditedPage[] = [
  { path: '/' },
  { path: '/courses' },
  { path: '/courses/html' },
  { path: '/lessons/html/study/1' },
  { path: '/html/html-css-study-1/1/1', signedIn: true, private: true },
  { path: '/dashboard', signedIn: true, private: true },
  { path: '/paths/web-dev-intro' },
  { path: '/path_certificate/web-dev-intro' },
]
/** Screenshots of every audited page at a phone's and a desktop's width, for review beside the scores. */
const SCREENSHOT_DIR = path.join(rootDir, 'bench', 'screenshots')
const SCREEN_SIZES = [
  { width: 390, height: 844 },
  { width: 1400, height: 900 },
] as const
/** Dialogs also checked open (axe and screenshots), by the page they are opened on: the footer's feedback modal (docs/feedback.md). */
const AUDITED_DIALOGS: Record<string, { name: string; opener: string }> = { '/': { name: 'feedback modal', opener: 'footer [data-feedback-open]' } }
const AUDIT_STAFF = { email: 'audit-staff@example.test', password: 'audit-staff-password-1' }

/** A certificate of the starter path, made by staff through REST, so its verification page can be audited. */
async function auditCertificate(url: string): Promise<string> {
  const cookie = await sessionCookie(url, AUDIT_STAFF)
  const { csrfToken } = (await (await fetch(`${url}/api/csrf_token`)).json()) as { csrfToken: string }
  const headers = { 'content-type': 'application/json', cookie: `${cookie}; ${CSRF_COOKIE}=${csrfToken}`, [CSRF_HEADER]: csrfToken }
  const me = (await (await fetch(`${url}/api/users/me`, { headers })).json()) as { user: { id: number } }
  const paths = (await (await fetch(`${url}/api/learning_paths?where[slug][equals]=web-dev-intro&depth=0`, { headers })).json()) as { docs: { id: number }[] }
  const number = 'AUDT-2345-6789'
  const data = { number, user: me.user.id, itemType: 'path', learningPath: paths.docs[0].id, name: '山田 花子', issuedAt: new Date().toISOString(), covered: [] }
  const created = await fetch(`${url}/api/certificates`, { method: 'POST', headers, body: JSON.stringify(data) })
  if (created.status !== 201) throw new Error(`could not make the audit certificate: HTTP ${created.status}`)
  return `/certificates/${number}`
}

/** A new free learner's session cookie, for the signed-in pages. */
async function learnerCookie(url: string): Promise<string> {
  const account = { email: `audit-learner-${Date.now()}@example.test`, password: 'audit-learner-password-1' }
  const created = await fetch(`${url}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) })
  if (created.status !== 201) throw new Error(`could not make the audit learner: HTTP ${created.status}`)
  return sessionCookie(url, account)
}

const screenshotName = (pagePath: string, width: number) => `${pagePath.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home'}-${width}.png`
const MIN_SCORE = 95
/** Lighthouse's default mobile device (Moto G Power), for axe's viewport. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

interface PageAudit {
  path: string
  status: number
  lighthouse: LighthouseSummary | null
  axe: { id: string; impact: string | null; nodes: string[] }[]
  error?: string
}

async function auditPage(browser: Browser, port: number, url: string, path: string, cookie?: string, isPrivate = false): Promise<PageAudit> {
  const { status } = await fetch(`${url}${path}`, { headers: cookie ? { cookie } : {} })
  if (status !== 200) return { path, status, lighthouse: null, axe: [], error: `HTTP ${status}` }
  const withSession = async (options: Parameters<Browser['newContext']>[0]) => {
    const context = await browser.newContext(options)
    if (cookie) {
      const [name, value] = cookie.split('=')
      await context.addCookies([{ name, value, url }])
    }
    return context
  }
  try {
    // Lighthouse opens its tab in the browser's default context: the session goes into that context's cookie jar
    // (Lighthouse keeps cookies when it resets storage), and out again after.
    const cdp = await browser.newBrowserCDPSession()
    const setCookie = async () => {
      if (!cookie) return
      const [name, value] = cookie.split('=')
      await cdp.send('Storage.setCookies', { cookies: [{ name, value, url }] })
    }
    let lighthouse: LighthouseSummary
    try {
      lighthouse = await runLighthouse(`${url}${path}`, port, { skipAudits: isPrivate ? ['is-crawlable'] : [], beforeRun: setCookie })
    } finally {
      if (cookie) await cdp.send('Storage.clearCookies', {})
      await cdp.detach()
    }
    const context = await withSession(MOBILE)
    let axe: PageAudit['axe']
    try {
      const page = await context.newPage()
      await page.goto(`${url}${path}`, { waitUntil: 'load' })
      axe = await seriousViolations(page)
      const dialog = AUDITED_DIALOGS[path]
      if (dialog) {
        await page.locator(dialog.opener).click()
        await page.locator('dialog[open]').waitFor()
        axe.push(...(await seriousViolations(page)).map((v) => ({ ...v, id: `${v.id} (${dialog.name} open)` })))
      }
    } finally {
      await context.close()
    }
    for (const viewport of SCREEN_SIZES) {
      const screens = await withSession({ viewport })
      try {
        const page = await screens.newPage()
        await page.goto(`${url}${path}`, { waitUntil: 'load' })
        await page.waitForTimeout(1_000)
        await page.screenshot({ path: `${SCREENSHOT_DIR}/${screenshotName(path, viewport.width)}` })
        const dialog = AUDITED_DIALOGS[path]
        if (dialog) {
          await page.locator(dialog.opener).click()
          await page.locator('dialog[open]').waitFor()
          await page.screenshot({ path: `${SCREENSHOT_DIR}/${screenshotName(`${path} ${dialog.name}`, viewport.width)}` })
        }
      } finally {
        await screens.close()
      }
    }
    return { path, status, lighthouse, axe }
  } catch (error) {
    return { path, status, lighthouse: null, axe: [], error: (error as Error).message.split('\n')[0] }
  }
}

const passes = (audit: PageAudit) =>
  !audit.error && audit.axe.length === 0 && LIGHTHOUSE_CATEGORIES.every((id) => (audit.lighthouse?.scores[id] ?? 0) >= MIN_SCORE)

function section(audits: PageAudit[], versions: { lighthouse: string; chromium: string; axe: string }): string {
  const cell = (audit: PageAudit, id: (typeof LIGHTHOUSE_CATEGORIES)[number]) => {
    const score = audit.lighthouse?.scores[id]
    return score == null ? '—' : score < MIN_SCORE ? `**${score}**` : String(score)
  }
  const rows = audits.map(
    (a) =>
      `| \`${a.path}\` | ${LIGHTHOUSE_CATEGORIES.map((id) => cell(a, id)).join(' | ')} | ${a.lighthouse?.runs.join(', ') ?? '—'} | ${a.error ? '—' : a.axe.length} | ${a.error ?? (passes(a) ? 'pass' : '**fail**')} |`,
  )
  const notes = audits.flatMap((a) => [
    ...(a.lighthouse?.shortfalls ?? []).map((s) => `- \`${a.path}\` ${s}`),
    ...a.axe.map((v) => `- \`${a.path}\` axe ${v.impact}: ${v.id} (${v.nodes.length} shown, e.g. \`${v.nodes[0]?.replace(/`/g, "'").slice(0, 120)}\`)`),
    ...(a.lighthouse?.warnings ?? []).map((w) => `- \`${a.path}\` Lighthouse warning: ${w}`),
  ])
  return `## Lighthouse and axe (mobile)

Written by \`npm run audit\` (bench/suites/audit.ts). Lighthouse ${versions.lighthouse} (Node API) in Debian's Chromium
${versions.chromium}, headless, with Lighthouse's default mobile settings (Moto G Power emulation, simulated slow 4G
and 4× CPU slowdown), on a platform started for the audit (starter curriculum, embedded SQLite); axe-core
${versions.axe}: serious and critical WCAG 2.1 A/AA violations in the same mobile viewport (on \`/\` also with the
feedback modal open). The workspace and the dashboard are audited signed in as a free learner (the session
cookie in the browser's jar); they are kept out of search engines on purpose, so Lighthouse's "page is blocked
from indexing" is left out of their SEO score. Each page is audited ${LIGHTHOUSE_RUNS} times and the median run (Lighthouse's
computeMedianRun) is reported, as Lighthouse's documentation on variability advises: one run's simulated timings
swing by a second or more here (the first layout of Japanese text alone took 40 to 280 ms in four loads of one page);
every run's performance score is listed. A page passes with every score ≥ ${MIN_SCORE} and no such violation. Scores are out of 100.

| page | performance | accessibility | best practices | SEO | performance, every run | axe serious + critical | result |
| --- | ---: | ---: | ---: | ---: | --- | ---: | --- |
${rows.join('\n')}
${notes.length ? `\nWhat cost points (audits scoring under 90, axe violations, Lighthouse warnings):\n\n${notes.join('\n')}\n` : ''}
Screenshots of each page at ${SCREEN_SIZES.map((s) => `${s.width} px`).join(' and ')} wide (the first screenful) are in
\`bench/screenshots/\`, named after the page: ${audits.map((a) => SCREEN_SIZES.map((s) => `[${a.path} ${s.width}](screenshots/${screenshotName(a.path, s.width)})`).join(', ')).join('; ')}; with a dialog open: ${Object.entries(AUDITED_DIALOGS).map(([page, dialog]) => SCREEN_SIZES.map((s) => `[${page} ${dialog.name} ${s.width}](screenshots/${screenshotName(`${page} ${dialog.name}`, s.width)})`).join(', ')).join('; ')}.
`
}

export async function auditSuite(): Promise<string> {
  const platform = await spawnPlatform({ STAFF_EMAIL: AUDIT_STAFF.email, STAFF_PASSWORD: AUDIT_STAFF.password })
  const port = await freePort()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    // Lighthouse drives the browser over the DevTools port; playwright-core drives it over its pipe for axe.
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  const audits: PageAudit[] = []
  fs.rmSync(SCREENSHOT_DIR, { recursive: true, force: true })
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  try {
    const cookie = await learnerCookie(platform.url)
    for (const page of [...AUDITED_PAGES, { path: await auditCertificate(platform.url) }]) {
      console.log(`auditing ${page.path}…`)
      audits.push(await auditPage(browser, port, platform.url, page.path, page.signedIn ? cookie : undefined, 'private' in page && page.private))
    }
    const versions = {
      lighthouse: audits.find((a) => a.lighthouse)?.lighthouse?.version ?? '?',
      chromium: browser.version(),
      axe: (createRequire(import.meta.url)('axe-core/package.json') as { version: string }).version,
    }
    const failed = audits.filter((a) => !passes(a))
    if (failed.length) {
      console.error(`Below the bar: ${failed.map((a) => a.path).join(', ')}`)
      process.exitCode = 1
    }
    return section(audits, versions)
  } finally {
    await browser.close()
    await platform.stop()
  }
}
