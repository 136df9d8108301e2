import type { Browser, BrowserContext } from 'playwright-core'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { IMAGE_JUDGE } from './constants'

export interface Rendering {
  png: Buffer
  width: number
  height: number
}

/**
 * A warm headless Chromium (Debian's) that renders preview documents for ImageJudge: JavaScript off, every
 * request other than inline data refused, one page at a time per render. Launched on first use.
 */
export class PageRenderer {
  private readonly contexts = new Map<boolean, Promise<BrowserContext>>()
  private browser: Promise<Browser> | null = null

  private launch(): Promise<Browser> {
    this.browser ??= chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
    return this.browser
  }

  /** A context with scripts off (pictures) or on (DOM pages); every request but inline data is refused. */
  private start(javaScriptEnabled = false): Promise<BrowserContext> {
    let context = this.contexts.get(javaScriptEnabled)
    if (!context) {
      context = (async () => {
        const created = await (await this.launch()).newContext({ javaScriptEnabled, viewport: IMAGE_JUDGE.viewport, deviceScaleFactor: 1 })
        await created.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()))
        return created
      })()
      this.contexts.set(javaScriptEnabled, context)
    }
    return context
  }

  /**
   * Runs a DOM page's scripts and returns the document as they left it. A script that never ends hits the
   * time limit; its context is then dropped so the next page starts clean.
   */
  async renderDom(html: string, timeoutMs = 3000): Promise<string> {
    const context = await this.start(true)
    const page = await context.newPage()
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs })
      await page.waitForTimeout(50)
      return await page.content()
    } catch (error) {
      this.contexts.delete(true)
      await context.close().catch(() => undefined)
      throw error
    } finally {
      await page.close().catch(() => undefined)
    }
  }

  async render(html: string): Promise<Rendering> {
    const page = await (await this.start()).newPage()
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: 5000 })
      // A full-page screenshot is as large as the document, so its size is the page's size.
      const png = await page.screenshot({ fullPage: true, type: 'png' })
      const { width = 0, height = 0 } = await sharp(png).metadata()
      return { png, width, height }
    } finally {
      await page.close()
    }
  }

  async close(): Promise<void> {
    const browser = this.browser
    this.browser = null
    this.contexts.clear()
    await (await browser?.catch(() => null))?.close()
  }
}
