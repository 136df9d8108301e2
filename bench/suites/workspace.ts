import type { Browser, BrowserContext, Page } from 'playwright-core'
import { spawnPlatform } from '@tests/support/spawnPlatform'
import { launchChromium } from '@tests/support/browser'
import { PAGE_CODE_ID } from '@domain/files/initialFiles'
import { percentiles, table, type Row } from '../lib/measure'

const EXERCISE = '/html/html-css-study-1/1/1'

interface Load {
  /** ms from navigation start: the home page's load event, or the moment the measured thing happened. */
  ms: number
  /** Bytes over the wire (compressed, headers included) by resource type, until that moment. */
  bytes: Record<string, number>
}

interface ExerciseLoad {
  /** The learner's code on screen: the quick code view or Monaco holding the files. */
  visible: Load
  /** Monaco holds the files (`data-ready` on the editor): the figure this section measured before #16. */
  editor: number
  /** A key typed into the workspace (the quick view once it takes input, else Monaco) shows on screen. */
  typing: number
}

/**
 * Counts what a page pulls over the network, through the DevTools protocol (what Chromium itself received):
 * the returned function gives the bytes by type of the responses finished by `ms` after the navigation
 * started (the document's request), or of all of them so far.
 */
async function countBytes(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const types = new Map<string, string>()
  let started: number | null = null
  const finished: { type: string; at: number; bytes: number }[] = []
  cdp.on('Network.requestWillBeSent', (e) => {
    if (started === null && e.type === 'Document') started = e.timestamp
  })
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type))
  cdp.on('Network.loadingFinished', (e) => finished.push({ type: (types.get(e.requestId) ?? 'Other').toLowerCase(), at: e.timestamp, bytes: e.encodedDataLength }))
  return (ms?: number) => {
    const bytes: Record<string, number> = {}
    for (const f of finished) {
      if (ms !== undefined && started !== null && (f.at - started) * 1000 > ms) continue
      bytes[f.type] = (bytes[f.type] ?? 0) + f.bytes
    }
    return bytes
  }
}

async function loadHome(context: BrowserContext, url: string): Promise<Load> {
  const page = await context.newPage()
  const bytes = await countBytes(page)
  await page.goto(`${url}/`, { waitUntil: 'load' })
  const ms = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd)
  await page.close()
  return { ms, bytes: bytes() }
}

const at = (page: Page, selector: string) =>
  page.waitForFunction((s) => document.querySelector(s) && performance.now(), selector, { polling: 'raf', timeout: 60_000 }).then((h) => h.jsonValue() as Promise<number>)

async function loadExercise(context: BrowserContext, url: string): Promise<ExerciseLoad> {
  const page = await context.newPage()
  const bytes = await countBytes(page)
  await page.goto(`${url}${EXERCISE}`, { waitUntil: 'commit' })
  // The code the server painted into the page, the quick view or Monaco, whichever is first.
  const seenMs = await at(page, '#ws-page-code, [data-testid=code-view][data-ready=true], [data-testid=code-editor][data-ready=true]')
  // The painted code reports when it was painted (Element Timing); polling would only see it once the main
  // thread is free again, after the island's scripts.
  const paintedMs = await page.evaluate(
    (id) =>
      new Promise<number | null>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = (list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]).find((e) => e.identifier === id)
          if (entry) resolve(entry.renderTime)
        }).observe({ type: 'element', buffered: true })
        setTimeout(() => resolve(null), 1000)
      }),
    PAGE_CODE_ID,
  )
  const visibleMs = paintedMs !== null ? Math.min(paintedMs, seenMs) : seenMs
  const visibleBytes = bytes(visibleMs)
  // Typing: into the quick view once it takes input, else into Monaco; done when the character shows.
  await at(page, '[data-testid=code-view] textarea:not([readonly]), [data-testid=code-editor][data-ready=true]')
  const quick = page.locator('[data-testid=code-view] textarea:not([readonly])')
  if (await quick.count()) await quick.focus()
  else await page.locator('[data-testid=code-editor] .view-lines').click()
  await page.keyboard.type('§')
  const typing = (await page
    .waitForFunction(
      () => ((document.querySelector('[data-testid=code-view] textarea') as HTMLTextAreaElement | null)?.value.includes('§') || document.querySelector('[data-testid=code-editor] .view-lines')?.textContent?.includes('§')) && performance.now(),
      undefined,
      { polling: 'raf', timeout: 60_000 },
    )
    .then((h) => h.jsonValue())) as number
  const editor = await at(page, '[data-testid=code-editor][data-ready=true]')
  await page.keyboard.press('Backspace')
  await page.close()
  return { visible: { ms: visibleMs, bytes: visibleBytes }, editor, typing }
}

async function signedInContext(browser: Browser, url: string, learner: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  const login = await context.request.post(`${url}/api/users/login`, { data: learner })
  if (!login.ok()) throw new Error(`login answered ${login.status()}`)
  return context
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const sum = (bytes: Record<string, number>) => Object.values(bytes).reduce((a, b) => a + b, 0)

/**
 * The exercise workspace in Debian's Chromium: bytes transferred and time until the editor shows the
 * learner's files (time to interactive), cold (empty cache) and warm (second visit), beside the home page
 * loaded by the same browser from the same server.
 */
export async function workspaceSuite(loads: number): Promise<string> {
  const platform = await spawnPlatform({ STAFF_EMAIL: 'bench@example.test', STAFF_PASSWORD: 'bench-password' })
  const browser = await launchChromium()
  try {
    const learner = { email: `bench-${Date.now()}@example.test`, password: 'bench-learner-1' }
    const created = await fetch(`${platform.url}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(learner) })
    if (created.status !== 201) throw new Error(`sign-up answered ${created.status}`)

    const home: Load[] = []
    const cold: ExerciseLoad[] = []
    const warm: ExerciseLoad[] = []
    // One warm-up of each, so the server's first-request costs are not counted.
    for (let i = -1; i < loads; i++) {
      const visitor = await browser.newContext()
      const h = await loadHome(visitor, platform.url)
      await visitor.close()
      const context = await signedInContext(browser, platform.url, learner)
      const c = await loadExercise(context, platform.url)
      const w = await loadExercise(context, platform.url)
      await context.close()
      if (i >= 0) home.push(h), cold.push(c), warm.push(w)
    }
    const rows: Row[] = [
      ['baseline: home page, load event (cold cache)', percentiles(home.map((l) => l.ms))],
      ['baseline: Monaco holds the files, cold cache (until #16 the code\'s first appearance)', percentiles(cold.map((l) => l.editor))],
      ['cold cache: the learner\'s code is visible (target ≤ 500)', percentiles(cold.map((l) => l.visible.ms))],
      ['cold cache: the workspace accepts typing (target ≤ 1500)', percentiles(cold.map((l) => l.typing))],
      ['baseline: Monaco holds the files, second visit', percentiles(warm.map((l) => l.editor))],
      ['second visit: the learner\'s code is visible (target ≤ 800)', percentiles(warm.map((l) => l.visible.ms))],
      ['second visit: the workspace accepts typing', percentiles(warm.map((l) => l.typing))],
    ]
    const last = { home: home.at(-1)!.bytes, cold: cold.at(-1)!.visible.bytes, warm: warm.at(-1)!.visible.bytes }
    const types = [...new Set([...Object.keys(last.home), ...Object.keys(last.cold)])].sort()
    const bytesTable = [
      `| resource type | home page (baseline) | exercise page, cold, until code visible | second visit, until code visible |`,
      '| --- | ---: | ---: | ---: |',
      ...types.map((type) => `| ${type} | ${kb(last.home[type] ?? 0)} | ${kb(last.cold[type] ?? 0)} | ${kb(last.warm[type] ?? 0)} |`),
      `| **total** | **${kb(sum(last.home))}** | **${kb(sum(last.cold))}** | **${kb(sum(last.warm))}** |`,
    ].join('\n')
    return `## Exercise workspace in Chromium (started platform, signed-in learner)

Debian's Chromium, headless, 1400×900, ${loads} loads each after one warm-up; a fresh browser context (empty
cache) per cold load. Times are from navigation start. "Code visible": the learner's code on screen: the
first file as the server painted it into the page (highlighted, before any script ran; its paint time read
through Element Timing), the quick code view
(the server also puts the learner's files into the page, so it needs neither the session call nor the socket,
and takes typing at once) or Monaco, whichever is first.
"Accepts typing": one character typed into the quick view (or Monaco, if it is there first) appears; the
keystroke goes through the same autosave and is handed to Monaco with the caret. The baselines are the figure this section measured until #16 (Monaco
holding the learner's files: before the quick view, the first moment the learner saw code), in the same
run; Monaco now starts loading only once the learner pauses (800 ms without typing) after the quick view
painted, so it is later than it was. Bytes are what Chromium received (compressed, headers included) in the
responses that had finished when the code was visible.

${table(rows)}
${bytesTable}
`
  } finally {
    await browser.close()
    await platform.stop()
  }
}
