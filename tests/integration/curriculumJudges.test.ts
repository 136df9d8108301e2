import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { clears, supportedJudgeTypes } from '@judge/engines/judgePage'
import type { CheckResult } from '@domain/socket/judgeResult'
import { discoverPlugins } from '@judge/pluginHost/loader'
import { useJudgeHarness } from '../support/judgeHarness'
import { contentDir } from '@content/lib/paths'
import type { PageEntry } from '@content/lib/model'
import { readCurriculum } from '@content/lib/read'
import { answerLines, judgeTerminalLines } from '@judge/terminal/judgeTerminalPage'
import { TerminalSessions } from '@judge/terminal/terminalSessions'

const pages = readCurriculum(contentDir).courses.flatMap((c) => c.lessons.flatMap((l) => l.pages.map((p) => [`${l.lesson.slug} #${p.page.order}`, p, l.lesson.slug] as const)))
const plugins = discoverPlugins()
const pluginIds = new Set(plugins.map((p) => p.manifest.id))
const terminalPlugins = new Set(plugins.filter((p) => p.manifest.terminal).map((p) => p.manifest.id))
/** Every starter page but terminal pages (below): each names a plugin this build ships (checked below). */
const inScope = pages.filter(([, e]) => !terminalPlugins.has(e.page.judgeLanguage)).map(([name, entry]) => [name, entry] as const)
const terminalPages = pages.filter(([, e]) => terminalPlugins.has(e.page.judgeLanguage))
const terminalRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'curriculum-terminals-'))
const terminals = new TerminalSessions(terminalRoot)
afterAll(async () => {
  await terminals.closeAll()
  fs.rmSync(terminalRoot, { recursive: true, force: true })
})
const harness = useJudgeHarness()

/** Judges a page with every judge this build runs. */
async function judge(entry: PageEntry, files: PageEntry['defaultFiles']) {
  return { judges: entry.page.judges.filter((j) => supportedJudgeTypes.includes(j.type)), verdict: await harness.judge(entry, files) }
}

const failures = (checks: CheckResult[]) => checks.filter((c) => !c.passed).map((c) => c.message.en)

describe('every starter page', () => {
  it.each(inScope)('%s: its answer passes its judges and its starting files fail each of them', async (_name, entry) => {
    const withAnswer = await judge(entry, entry.answerFiles)
    expect(withAnswer.judges.length).toBeGreaterThan(0)
    expect(failures(withAnswer.verdict.checks)).toEqual([])
    expect(withAnswer.verdict.cleared).toBe(true)
    // content/STYLE.md "Starting files": each judge on its own fails the untouched files, so none of them can be
    // passed without work (a page whose defaults already satisfy one judge has a check that teaches nothing).
    // Judged together as one submission (one run of the files), each judge's checks read apart.
    const perJudge = await harness.judgeEach(entry, entry.defaultFiles)
    const passedByDefaults = withAnswer.judges.flatMap((one, i) => (clears(perJudge[i]) ? [`judges[${i}] ${one.type}`] : []))
    expect(passedByDefaults).toEqual([])
  })

  // Terminal pages (docs/terminal.md "Checking pages"): the model answer's lines, typed into a real terminal on a
  // fresh home, are all permitted and pass every check; the untouched starting state fails.
  it.each(terminalPages)('%s: its answer typed in the terminal passes its judges and the starting state fails them', async (_name, entry, lesson) => {
    const lines = answerLines(entry)
    expect(lines.length).toBeGreaterThan(0)
    const answer = await judgeTerminalLines(terminals, lesson, entry, lines)
    expect(answer.refused).toEqual([])
    expect(failures(answer.checks)).toEqual([])
    expect(answer.cleared).toBe(true)
    expect((await judgeTerminalLines(terminals, lesson, entry, [])).cleared).toBe(false)
  })

  it('names a shipped plugin on every page', () => {
    expect(pages.filter(([, e]) => !pluginIds.has(e.page.judgeLanguage)).map(([name]) => name)).toEqual([])
  })
})
