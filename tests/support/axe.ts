import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { html: string }[] }[]
}

async function runAxe(page: Page, runOnly: { type: 'tag' | 'rule'; values: string[] }) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeScript })
  const result = await page.evaluate(
    (only) => (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe.run(document, { runOnly: only }),
    runOnly,
  )
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.html) }))
}

/** axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it is now. */
export async function seriousViolations(page: Page) {
  const violations = await runAxe(page, { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/**
 * Violations of the named axe rules, whatever their impact: for best practices outside WCAG's tags that the
 * site keeps too (heading-order, region: docs/site.md "No dead ends").
 */
export const ruleViolations = (page: Page, rules: string[]) => runAxe(page, { type: 'rule', values: rules })
