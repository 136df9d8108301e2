import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { judgePage, supportedJudgeTypes } from '../../judge/engines/judgePage'
import type { CheckResult } from '../../judge/engines/types'
import { discoverPlugins } from '../../judge/plugins/loader'
import { Pools } from '../../judge/sandbox/pools'
import { contentDir } from '../../content/lib/paths'
import type { PageEntry } from '../../content/lib/model'
import { readCurriculum } from '../../content/lib/read'

const pages = readCurriculum(contentDir).courses.flatMap((c) => c.lessons.flatMap((l) => l.pages.map((p) => [`${l.lesson.slug} #${p.page.order}`, p] as const)))
const pluginIds = new Set(discoverPlugins().map((p) => p.manifest.id))
/** Pages this build can judge: those whose plugin exists, and html-css pages through their static CodeJudges. */
const inScope = pages.filter(([, e]) => pluginIds.has(e.page.judgeLanguage) || e.page.judgeLanguage === 'html-css')
let pools: Pools
beforeAll(async () => {
  pools = new Pools()
  await pools.ready()
})
afterAll(() => pools?.close())

/**
 * Judges a page with the judges this build runs: all supported ones where the page's plugin exists; for
 * html-css pages (judged by static CodeJudges and ImageJudge) the CodeJudges. Python pages wait for their plugin.
 */
async function judge(entry: PageEntry, files: PageEntry['defaultFiles']) {
  const runnable = pools.has(entry.page.judgeLanguage)
  const staticOnly = entry.page.judgeLanguage === 'html-css'
  const judges = entry.page.judges.filter(
    (j) => supportedJudgeTypes.includes(j.type) && (runnable || (staticOnly && j.type === 'CodeJudge' && isStatic(j.spec))),
  )
  const run = pools.runnerFor(entry.page.judgeLanguage, entry.hiddenFiles)
  return { judges, verdict: await judgePage(judges, { files, answerFiles: entry.answerFiles, hiddenFiles: entry.hiddenFiles, run }) }
}

const isStatic = (spec: unknown) => ((spec as { checks?: { kind: string }[] }).checks ?? []).every((c) => c.kind !== 'sqlResult')
const failures = (checks: CheckResult[]) => checks.filter((c) => !c.passed).map((c) => c.message.en)

describe('every starter page', () => {
  it.each(inScope)('%s: its answer passes its judges and its starting files fail them', async (_name, entry) => {
    const withAnswer = await judge(entry, entry.answerFiles)
    expect(withAnswer.judges.length).toBeGreaterThan(0)
    expect(failures(withAnswer.verdict.checks)).toEqual([])
    expect(withAnswer.verdict.cleared).toBe(true)
    const withDefaults = await judge(entry, entry.defaultFiles)
    expect(withDefaults.verdict.cleared).toBe(false)
  })

  it('covers every javascript and sql page fully and the CodeJudges of every html-css page (python awaits its plugin)', async () => {
    const judged = await Promise.all(pages.map(async ([, entry]) => [entry.page.judgeLanguage, (await judge(entry, entry.answerFiles)).judges.length] as const))
    const count = (language: string) => judged.filter(([l, n]) => l === language && n > 0).length
    expect({ javascript: count('javascript'), sql: count('sql'), 'html-css': count('html-css'), python: count('python') }).toEqual({
      javascript: 8,
      sql: 8,
      'html-css': 8,
      python: 0,
    })
  })
})
