import type { Page } from 'playwright-core'

/** Opens a /settings tab once the page's script has wired the tabs (the static page shows the first one). */
export async function openSettingsTab(page: Page, name: string) {
  await page.getByRole('tablist').waitFor()
  await page.getByRole('tab', { name }).click()
}
