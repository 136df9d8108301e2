import lighthouse from 'lighthouse'

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number]

export interface LighthouseSummary {
  version: string
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<LighthouseCategory, number | null>
  /** The audits that cost points: "seo: Document does not have a meta description". */
  shortfalls: string[]
  warnings: string[]
}

/**
 * Lighthouse's navigation audit of `url` in the Chromium listening on `port`, with Lighthouse's default
 * settings: mobile emulation and simulated mobile throttling. `skipAudits` leaves out audits that do not apply to
 * the page (a page kept out of search engines on purpose is not "blocked from indexing" by mistake).
 */
export async function runLighthouse(url: string, port: number, options: { skipAudits?: string[] } = {}): Promise<LighthouseSummary> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES], skipAudits: options.skipAudits })
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
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
  return { version: lhr.lighthouseVersion, scores, shortfalls, warnings: lhr.runWarnings }
}
