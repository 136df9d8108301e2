import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { html: string }[] }[]
}

/** axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it is now. */
export async function seriousViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeScript })
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  )
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.html) }))
}
