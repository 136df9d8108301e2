/**
 * npx tsx scripts/check-terminal-pages.ts [course…] — plays every terminal page's model answer (answer/commands.sh)
 * in a real sandboxed terminal and judges it, then judges the untouched starting state (docs/terminal.md
 * "Checking pages"): the answer must pass every check with no line refused, the start must fail.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { answerLines, judgeTerminalLines } from '@judge/terminal/judgeTerminalPage'
import { TerminalSessions } from '@judge/terminal/terminalSessions'

const only = process.argv.slice(2)
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'terminal-pages-'))
const terminals = new TerminalSessions(root)
let problems = 0
for (const course of readCurriculum(contentDir).courses.filter((c) => !only.length || only.includes(c.course.slug))) {
  for (const { lesson, pages } of course.lessons) {
    for (const entry of pages.filter((p) => terminals.isTerminalPage(p.page))) {
      const name = `${lesson.slug} #${entry.page.order} ${entry.page.slug}`
      try {
        const answer = await judgeTerminalLines(terminals, lesson.slug, entry, answerLines(entry))
        const start = await judgeTerminalLines(terminals, lesson.slug, entry, [])
        const failed = answer.checks.filter((c) => !c.passed).map((c) => c.message.en)
        const wrong = [
          !answerLines(entry).length && `no answer/commands.sh`,
          ...answer.refused.map((r) => `answer line refused: ${r}`),
          ...failed.map((m) => `answer fails: ${m}`),
          start.cleared && 'the starting state already passes',
        ].filter(Boolean)
        problems += wrong.length
        console.log(`${wrong.length ? 'FAIL' : 'pass'}  ${name}${wrong.length ? `\n      ${wrong.join('\n      ')}` : ''}`)
      } catch (error) {
        problems++
        console.log(`FAIL  ${name}\n      ${(error as Error).message}`)
      }
    }
  }
}
await terminals.closeAll()
fs.rmSync(root, { recursive: true, force: true })
console.log(problems ? `${problems} problem(s)` : 'every terminal page passes')
process.exit(problems ? 1 : 0)
