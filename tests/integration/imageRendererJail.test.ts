import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { dataDir, rootDir } from '@domain/repoPaths'
import { RENDER_LIMITS } from '@judge/image/constants'
import { jailAvailable, jailFlags } from '@judge/image/chromiumJail'
import { chromiumJailCases, pictureProbe, scriptProbe } from '@judge/image/jailCases'
import { listenOnLoopback } from '@judge/image/loopbackListener'
import { PageRenderer, RenderError } from '@judge/image/renderer'

/** The renderer's browser (its bwrap, leading its process group): this process's only child carrying the launch marker. */
function browserPid(): number {
  const pids = readdirSync('/proc').filter((pid) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      return Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--open-learn-render=')
    } catch {
      return false
    }
  })
  expect(pids).toHaveLength(1)
  return Number(pids[0])
}

/** Whether a process exists and is not a zombie. */
function running(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'))
  } catch {
    return false
  }
}

/** Issue #13, finding 6: learner pages in Chromium reach no network, cannot hold the browser, cannot replace themselves. */
describe('the page renderer jail (real Chromium)', () => {
  const renderer = new PageRenderer()
  afterAll(() => renderer.close())

  const errorKind = (error: unknown) => (error instanceof RenderError ? error.kind : `untyped: ${String(error)}`)
  const kind = (promise: Promise<unknown>) => promise.then(() => 'rendered', errorKind)

  it('runs on a machine with bubblewrap, so the browser is sandboxed with no network at all', () => {
    expect(jailAvailable()).toBe(true)
  })

  it("the browser's sandbox: uid 1000 without capabilities, host files read-only, no secret or socket folder, no host process, no network", () => {
    const probe = [
      'id -u',
      'grep CapEff /proc/self/status',
      'echo "run: $(ls -A /run | wc -l)"',
      `echo "data: $(ls -A ${JSON.stringify(dataDir)} 2>/dev/null | wc -l)"`,
      'echo "processes: $(ls /proc | grep -c "^[0-9]")"',
      'echo "interfaces: $(tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d " " | tr "\\n" " ")"',
      `touch ${JSON.stringify(path.join(rootDir, 'written-from-the-sandbox'))} 2>/dev/null`,
    ]
    // The suite's data folder (DATA_DIR) holds a file outside; inside it is empty.
    writeFileSync(path.join(dataDir, 'secret'), 'x')
    const { stdout } = spawnSync('bwrap', [...jailFlags(), '--', 'sh', '-c', probe.join('; ')], { encoding: 'utf8' })
    expect(stdout.split('\n').filter(Boolean)).toEqual(['1000', 'CapEff:\t0000000000000000', 'run: 0', 'data: 0', expect.stringMatching(/^processes: \d$/), 'interfaces: lo '])
    // Read-only, or (a checkout under /tmp) an emptied copy: either way nothing reaches the host's repository.
    expect(existsSync(path.join(rootDir, 'written-from-the-sandbox'))).toBe(false)
  })

  it('passes every Chromium conformance case: no loopback connection, bombs end at the limit, navigation fails the render', async () => {
    const results = await chromiumJailCases(renderer)
    expect(results.filter((result) => !result.passed)).toEqual([])
    expect(results.length).toBeGreaterThanOrEqual(9)
  })

  it('the probe pages do reach a loopback port from a Chromium without the jail, so the cases are not vacuous', async () => {
    const listener = await listenOnLoopback()
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
    try {
      const page = await browser.newPage()
      await page.setContent(pictureProbe(listener.port), { waitUntil: 'domcontentloaded' })
      await page.setContent(scriptProbe(listener.port), { waitUntil: 'domcontentloaded' })
      await expect.poll(() => listener.hits()).toBeGreaterThan(0)
    } finally {
      await browser.close()
      await listener.close()
    }
  })

  it('without bubblewrap (the fallback) the dead proxy and the routes still keep pages off the loopback, WebRTC aside', async () => {
    const fallback = new PageRenderer({ isolate: false })
    const listener = await listenOnLoopback()
    try {
      await fallback.render(pictureProbe(listener.port))
      await fallback.renderDom(scriptProbe(listener.port, { webRtc: false }))
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(listener.hits()).toBe(0)
    } finally {
      await fallback.close()
      await listener.close()
    }
  })

  it("a learner's bomb holds neither other learners' renders nor the browser; one learner's renders run in order", async () => {
    const finished: string[] = []
    const track = <T>(name: string, promise: Promise<T>) => promise.finally(() => finished.push(name))
    const bomb = track('a: bomb', kind(renderer.renderDom('<script>while (true) {}</script>', { owner: 'user:a' })))
    const after = track('a: after', renderer.renderDom('<p>a again</p>', { owner: 'user:a' }))
    const other = track('b', renderer.render('<p>b</p>', { owner: 'user:b' }))
    expect(await bomb).toBe('TIMEOUT')
    expect(await after).toContain('<p>a again</p>')
    expect((await other).width).toBe(800)
    // b did not wait for a's bomb; a's second render waited for a's first.
    expect(finished).toEqual(['b', 'a: bomb', 'a: after'])
  })

  it('refuses an owner with too many renders waiting at once, and nobody else, who does not wait behind them', async () => {
    const finished: string[] = []
    const mine = Array.from({ length: 7 }, (_, i) => kind(renderer.renderDom(`<p>${i}</p>`, { owner: 'user:c' })).finally(() => finished.push(`c${i}`)))
    const theirs = kind(renderer.renderDom('<p>d</p>', { owner: 'user:d' })).finally(() => finished.push('d'))
    // One running and four waiting are allowed; the sixth and seventh are refused.
    expect(await Promise.all(mine)).toEqual(['rendered', 'rendered', 'rendered', 'rendered', 'rendered', 'BUSY', 'BUSY'])
    expect(await theirs).toBe('rendered')
    expect(finished.indexOf('d')).toBeLessThan(finished.indexOf('c4'))
  })

  it('renders without an owner (callers not yet passing one) are neither queued together nor refused', async () => {
    const unowned = Array.from({ length: RENDER_LIMITS.queuedPerOwner + 3 }, (_, i) => kind(renderer.renderDom(`<p>${i}</p>`)))
    expect(new Set(await Promise.all(unowned))).toEqual(new Set(['rendered']))
  })

  it('when every browser slot holds a bomb, the next learner waits for a slot and then renders in full', async () => {
    const owners = Array.from({ length: RENDER_LIMITS.concurrent }, (_, i) => `user:bomb${i}`)
    const bombs = owners.map((owner) => kind(renderer.renderDom('<script>while (true) {}</script>', { owner })))
    const next = kind(renderer.renderDom('<p>waited</p>', { owner: 'user:w' }))
    expect(new Set(await Promise.all(bombs))).toEqual(new Set(['TIMEOUT']))
    expect(await next).toBe('rendered')
  })

  it('keeps same-document navigation (a fragment, pushState) and refuses a page beyond the screenshot limit', async () => {
    expect(await renderer.renderDom("<p id='x'>kept</p><script>location.hash = 'x'; history.pushState({}, '', '#y')</script>")).toContain('kept')
    expect(await kind(renderer.render('<div style="height: 50000px">tall</div>'))).toBe('TOO_LARGE')
    expect((await renderer.render('<p>after</p>')).height).toBe(600)
  })

  it('a meta refresh or a location change yields no blank picture or document, whatever its delay', async () => {
    // Whatever the refresh's delay, the outcome is the learner's own picture (some dark pixels) or NAVIGATION.
    for (const delay of ['0', '0.05', '0.2']) {
      const picture = renderer.render(`<meta http-equiv="refresh" content="${delay};url=about:blank"><h1>mine</h1>`)
      const outcome = await picture.then(async ({ png }) => ((await sharp(png).stats()).channels[0].min < 128 ? 'mine' : 'blank'), errorKind)
      expect(outcome).toMatch(/^(mine|NAVIGATION)$/)
    }
    expect(await kind(renderer.render('<meta http-equiv="refresh" content="0;url=about:blank"><h1>mine</h1>', { owner: 'user:e' }))).toBe('NAVIGATION')
    expect(await kind(renderer.renderDom("<h1>mine</h1><script>setTimeout(() => { location.href = 'about:blank' }, 0)</script>", { owner: 'user:e' }))).toBe('NAVIGATION')
  })

  it('relaunches a browser that died between renders', async () => {
    expect(await renderer.renderDom('<p>before</p>')).toContain('before')
    // The browser's environment is not the judge's: no secret, no database address.
    const environment = readFileSync(`/proc/${browserPid()}/environ`, 'utf8').split('\0')
    expect(environment.some((entry) => /^(PAYLOAD_SECRET|DATA_DIR|DATABASE_URL)=/.test(entry))).toBe(false)
    expect(process.env.PAYLOAD_SECRET).toBeDefined()
    process.kill(browserPid(), 'SIGKILL')
    // The first render may still meet the dead browser before playwright notices; a later one relaunches.
    await expect.poll(() => kind(renderer.renderDom('<p>after</p>')), { timeout: 30_000 }).toBe('rendered')
  })

  it('kills a browser that stops answering: the render ends at the limit and the next one gets a new browser', async () => {
    expect(await renderer.renderDom('<p>before</p>')).toContain('before')
    const stopped = browserPid()
    // The whole process group: bwrap, Chromium and its renderers.
    process.kill(-stopped, 'SIGSTOP')
    // TIMEOUT, or, when the close of the render before is what finds the browser stuck, the kill ends it sooner.
    expect(await kind(renderer.renderDom('<p>stuck</p>', { owner: 'user:f' }))).not.toBe('rendered')
    await expect.poll(() => running(stopped), { timeout: 30_000 }).toBe(false)
    await expect.poll(() => kind(renderer.renderDom('<p>after</p>', { owner: 'user:g' })), { timeout: 30_000 }).toBe('rendered')
    expect(browserPid()).not.toBe(stopped)
  })
})
