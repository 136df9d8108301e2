import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

/** Debian's Chromium (never a downloaded browser), headless, with the flags this sandbox needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/** Base URL of the platform started by tests/e2e/setup/platform.ts. */
export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e project (its global setup starts the platform)')
  return url
}

export const E2E_STAFF = { email: 'e2e-staff@example.test', password: 'e2e-staff-password' }

/** The app's store addresses the e2e platform is started with (APP_STORE_URL, GOOGLE_PLAY_URL): the smart banner and app page are on. */
export const E2E_APP = { ios: 'https://apps.apple.com/app/open-learn/id6400000000', android: 'https://play.google.com/store/apps/details?id=org.openlearn.app' }

/** One Chromium for a test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll')
    return browser
  }
}
