import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import type Result from 'lighthouse/types/lhr/lhr.js'

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number]

export interface LighthouseSummary {
  version: string
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<LighthouseCategory, number | null>
  /** The audits that cost points: "seo: Document does not have a meta description". */
  shortfalls: string[]
  warnings: string[]
  /** Every run's performance score, the reported (median) run among them. */
  runs: number[]
}

/** How many times each page is audited; the median run by performance is the one reported. */
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

/**
 * Lighthouse's navigation audit of `url` in the Chromium listening on `port`, with Lighthouse's default
 * settings: mobile emulation and simulated mobile throttling. `skipAudits` leaves out audits that do not apply to
 * the page (a page kept out of search engines on purpose is not "blocked from indexing" by mistake); `beforeRun`
 * prepares each run (a session cookie).
 *
 * The page is audited LIGHTHOUSE_RUNS times and the median run is reported (Lighthouse's own computeMedianRun,
 * by First Contentful Paint and Time to Interactive), as Lighthouse's documentation on variability advises: on
 * this 2-core machine one run's simulated timings swing by a second or more (bench/README.md "Lighthouse and axe").
 */
export async function runLighthouse(url: string, port: number, options: { skipAudits?: string[]; beforeRun?: () => Promise<void> } = {}): Promise<LighthouseSummary> {
  const runs: Result[] = []
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    // A session cookie set in the browser does not outlive a Lighthouse run (seen: gone after the first; the server
    // never clears it): a signed-in page's cookie goes in again before every run.
    await options.beforeRun?.()
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES], skipAudits: options.skipAudits })
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
    runs.push(result.lhr)
  }
  const lhr: Result = computeMedianRun(runs)
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score
      return [id, typeof score === 'number' ? Math.round(score * 100) : null]
    }),
  ) as Record<LighthouseCategory, number | null>
  const shortfalls = LIGHTHOUSE_CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => typeof audit?.score === 'number' && audit.score < 0.9)
      .map((audit) => `${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
  )
  return { version: lhr.lighthouseVersion, scores, shortfalls, warnings: lhr.runWarnings, runs: runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)) }
}
