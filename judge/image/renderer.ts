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
  private context: Promise<BrowserContext> | null = null
  private browser: Browser | null = null

  private start(): Promise<BrowserContext> {
    this.context ??= (async () => {
      this.browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      })
      const context = await this.browser.newContext({ javaScriptEnabled: false, viewport: IMAGE_JUDGE.viewport, deviceScaleFactor: 1 })
      await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()))
      return context
    })()
    return this.context
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
    await this.browser?.close()
    this.browser = null
    this.context = null
  }
}
