import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { browserPid, jailLaunch } from './chromiumJail'
import { IMAGE_JUDGE, RENDER_LIMITS } from './constants'
import { OwnerQueue } from './ownerQueue'
import { RenderError } from './renderError'

export { RenderError, isRenderError, type RenderErrorKind } from './renderError'

export interface Rendering {
  png: Buffer
  width: number
  height: number
}

export interface RenderOptions {
  /**
   * Whose render this is (e.g. `user:42`): one render per owner at a time, more than queuedPerOwner waiting are
   * refused (BUSY). A render without an owner is its own owner, as before owners existed: one shared key would
   * queue every caller's renders behind each other and refuse the sixth concurrent one.
   */
  owner?: string
}

let unowned = 0

/** How long a failed render waits for the tripwire to name the cause (NAVIGATION, POPUP, CRASH). */
const TRIPWIRE_SETTLE_MS = 100

interface Launched {
  browser: Browser
  marker: string
}

/**
 * A warm headless Chromium (Debian's) that renders learner pages for ImageJudge (scripts off) and DOM pages
 * (scripts on). The browser runs in a bubblewrap sandbox with no network and read-only files (every request
 * but inline data is refused by routing too); each render gets a fresh context of its own (no state between
 * learners) and a hard time limit; a page that navigates away or opens a window fails its render; an owner's
 * renders run one at a time, at most RENDER_LIMITS.concurrent at once. Launched on first use.
 */
export class PageRenderer {
  private launched: Promise<Launched> | null = null
  /** The browser `launched` resolved to, so a kill can forget it at once. */
  private live: Launched | null = null
  private readonly queue = new OwnerQueue(RENDER_LIMITS.queuedPerOwner, RENDER_LIMITS.concurrent)

  /** `isolate: false` runs Chromium without its sandbox (the fallback where the machine has no bubblewrap; tests). */
  constructor(private readonly options: { isolate?: boolean } = {}) {}

  private launch(): Promise<Launched> {
    if (!this.launched) {
      const { executablePath, args, env, marker } = jailLaunch(this.options.isolate)
      const launching = chromium.launch({ executablePath, args, env, headless: true, timeout: 30_000 }).then((browser) => {
        // A browser that died (killed after a hung close, crashed) is replaced on the next render.
        const launched = { browser, marker }
        browser.on('disconnected', () => {
          if (this.launched === launching) this.launched = null
          if (this.live === launched) this.live = null
        })
        this.live = launched
        return launched
      })
      launching.catch(() => {
        if (this.launched === launching) this.launched = null
      })
      this.launched = launching
    }
    return this.launched
  }

  /** Runs the learner's scripts and returns the document as they left it (DOM pages). */
  renderDom(html: string, options: RenderOptions = {}): Promise<string> {
    return this.limited(options, true, async (page) => {
      await page.setContent(html, { waitUntil: 'load', timeout: 0 })
      await page.waitForTimeout(RENDER_LIMITS.domSettleMs)
      return page.content()
    })
  }

  /** Screenshots the whole page (scripts off); the screenshot's size is the page's size. */
  render(html: string, options: RenderOptions = {}): Promise<Rendering> {
    return this.limited(options, false, async (page, cdp) => {
      await page.setContent(html, { waitUntil: 'load', timeout: 0 })
      const { cssContentSize } = (await cdp.send('Page.getLayoutMetrics')) as { cssContentSize: { width: number; height: number } }
      const { width: maxWidth, height: maxHeight } = RENDER_LIMITS.maxPage
      if (cssContentSize.width > maxWidth || cssContentSize.height > maxHeight) {
        throw new RenderError('TOO_LARGE', `${Math.ceil(cssContentSize.width)}×${Math.ceil(cssContentSize.height)} px`)
      }
      const png = await page.screenshot({ fullPage: true, type: 'png', timeout: 0 })
      const { width = 0, height = 0 } = await sharp(png).metadata()
      return { png, width, height }
    })
  }

  /**
   * One render under the rules above: waits for the owner's previous render, a browser slot and the browser's
   * start (which has its own limit), then gives `work` a fresh page in a fresh context (made within setupMs) and
   * at most renderMs.
   * A navigation, a popup or a crash fails the render as soon as it happens. The context is always closed
   * afterwards; when it does not close within the grace (the browser itself is stuck), the browser is killed
   * and the next render starts a new one.
   */
  private limited<T>(options: RenderOptions, javaScriptEnabled: boolean, work: (page: Page, cdp: CDPSession) => Promise<T>): Promise<T> {
    return this.queue.run(options.owner ?? `unowned:${++unowned}`, async () => {
      const launched = await this.launch()
      let context: BrowserContext | null = null
      let timer: NodeJS.Timeout | undefined
      let expire!: (error: RenderError) => void
      const deadline = new Promise<never>((_, reject) => (expire = reject))
      const allow = (ms: number) => {
        clearTimeout(timer)
        timer = setTimeout(() => expire(new RenderError('TIMEOUT', `${ms} ms`)), ms)
      }
      // The fresh context and page have their own limit; the learner's page is charged only for its own time, so
      // a loaded machine's slow setup does not time out a page that renders well within renderMs.
      allow(RENDER_LIMITS.setupMs)
      const attempt = (async () => {
        context = await launched.browser.newContext({ javaScriptEnabled, viewport: IMAGE_JUDGE.viewport, deviceScaleFactor: 1 })
        const { page, cdp, tripwire } = await this.guardedPage(context)
        allow(RENDER_LIMITS.renderMs)
        // playwright's own error about a page going away may come before the tripwire: the tripwire's reason wins.
        const settle = () => new Promise((resolve) => setTimeout(resolve, TRIPWIRE_SETTLE_MS))
        return Promise.race([tripwire, work(page, cdp).catch((error: unknown) => settle().then(() => Promise.reject(error)))])
      })()
      try {
        return await Promise.race([attempt, deadline])
      } finally {
        clearTimeout(timer)
        attempt.catch(() => undefined)
        void this.dispose(attempt, () => context, launched)
      }
    })
  }

  /**
   * A page in `context` whose requests other than inline data fail (defence in depth behind the namespace),
   * with a tripwire that rejects when the page leaves its document, opens a window or crashes.
   */
  private async guardedPage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession; tripwire: Promise<never> }> {
    await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()))
    await context.routeWebSocket(/.*/, (socket) => socket.close())
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Page.enable')
    const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } }
    const tripwire = new Promise<never>((_, reject) => {
      // Only cross-document navigations of the top frame replace the learner's page; same-document ones
      // (a fragment, history.pushState) and frames inside the page keep it. setContent itself writes into
      // the existing document and raises none. The request is caught as soon as the page makes it (meta
      // refresh, location, form, reload), before the document goes; a commit is the backstop.
      cdp.on('Page.frameRequestedNavigation', ({ frameId, reason, url }: { frameId: string; reason: string; url: string }) => {
        if (frameId === frameTree.frame.id) reject(new RenderError('NAVIGATION', `${reason} to ${url}`))
      })
      cdp.on('Page.frameNavigated', ({ frame }: { frame: { parentId?: string; url: string } }) => {
        if (!frame.parentId) reject(new RenderError('NAVIGATION', frame.url))
      })
      // A window the page asks for (window.open, a clicked target=_blank link) is announced on the opener as it is
      // asked for; the new page's own event can come after a quick render has already returned.
      cdp.on('Page.windowOpen', ({ url }: { url: string }) => reject(new RenderError('POPUP', url)))
      context.on('page', (other) => other !== page && reject(new RenderError('POPUP', other.url())))
      page.on('crash', () => reject(new RenderError('CRASH')))
    })
    tripwire.catch(() => undefined)
    return { page, cdp, tripwire }
  }

  /** Closes a render's context once its attempt has settled or been given up; kills a browser that hangs. */
  private async dispose(attempt: Promise<unknown>, context: () => BrowserContext | null, launched: Launched): Promise<void> {
    const grace = () => new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), RENDER_LIMITS.closeGraceMs).unref())
    let settled = false
    const settling = attempt.then(
      () => (settled = true),
      () => (settled = true),
    )
    // A render given up at the limit before it had a context is still waiting for the browser to make one.
    if (!context()) await Promise.race([settling, grace()])
    const open = context()
    const stuck = open ? (await Promise.race([open.close().then(() => 'closed', () => 'closed'), grace()])) === 'hung' : !settled
    if (stuck) this.kill(launched)
  }

  /** Kills a stuck browser's process group (bwrap, Chromium and its children); the next render launches a new browser. */
  private kill(stuck: Launched): void {
    if (this.live === stuck) {
      this.live = null
      this.launched = null
    }
    const pid = browserPid(stuck.marker)
    for (const target of pid === null ? [] : [-pid, pid]) {
      try {
        process.kill(target, 'SIGKILL')
        return
      } catch {
        // Not a group leader (then the process alone), or already gone.
      }
    }
  }

  async close(): Promise<void> {
    const launched = this.launched
    this.launched = null
    this.live = null
    await (await launched?.catch(() => null))?.browser.close()
  }
}
