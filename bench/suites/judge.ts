import { spawn } from 'node:child_process'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { judgePage, supportedJudgeTypes } from '@judge/engines/judgePage'
import { pageRunners } from '@judge/engines/runners'
import { Pools } from '@judge/sandbox/pools'
import { measure, table, type Row } from '../lib/measure'

/** Spawns a program per run, feeding it stdin: how process-per-run judges work (the baseline). */
const spawnRun = (command: string, args: string[], stdin = '') => () =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] })
    child.stdout.resume()
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))))
    child.stdin.end(stdin)
  })

/** Warm judge latency per plugin, each beside spawning the language's own interpreter per submission. */
export async function judgeSuite(runs: number, freshRuns = Math.min(runs, 30)): Promise<string> {
  const lessons = readCurriculum(contentDir).courses.flatMap((c) => c.lessons)
  const page = (slug: string, order: number) => lessons.find((l) => l.lesson.slug === slug)!.pages.find((p) => p.page.order === order)!
  const pools = new Pools()
  const coldStart = performance.now()
  await pools.ready()
  const coldMs = performance.now() - coldStart
  try {
    let learners = 0
    /** One learner submitting again and again (`fresh`: a different learner every time, each needing a clean process). */
    const submit = (slug: string, order: number, fresh = false) => {
      const entry = page(slug, order)
      const runners = () => pageRunners(pools, entry.page.judgeLanguage, entry.hiddenFiles, fresh ? `user:bench-${++learners}` : 'user:bench')
      return async () => {
        const verdict = await judgePage(entry.page.judges.filter((j) => supportedJudgeTypes.includes(j.type)), { files: entry.answerFiles, answerFiles: entry.answerFiles, hiddenFiles: entry.hiddenFiles, ...runners() })
        if (!verdict.cleared) throw new Error(`${slug} #${order} did not clear`)
      }
    }
    const js = (order: number) => page('javascript-study-1', order).answerFiles[0].content
    const sqlPage = page('sql-study-2', 4)
    const sqlScript = `${sqlPage.hiddenFiles[0].content}\n${sqlPage.answerFiles[0].content}`
    const rows: Row[] = [
      ['baseline: spawn `node` per submission (hello world)', await measure(spawnRun(process.execPath, ['-e', js(1)]), runs, 5)],
      ['javascript: judge hello world (#1, OutputJudge + CodeJudge)', await measure(submit('javascript-study-1', 1), runs)],
      ['javascript: judge loop over an array (#8)', await measure(submit('javascript-study-2', 4), runs)],
      ['baseline: spawn `sqlite3` per submission (seed + JOIN query)', await measure(spawnRun('sqlite3', [':memory:'], sqlScript), runs, 5)],
      ['sql: judge SELECT (#1, query on a fresh copy of the seed; answer result cached)', await measure(submit('sql-study-1', 1), runs)],
      ['sql: judge JOIN (#8)', await measure(submit('sql-study-2', 4), runs)],
      ['baseline: spawn `python3` per submission (hello world)', await measure(spawnRun('python3', ['-c', page('python-study-1', 1).answerFiles[0].content]), runs, 5)],
      ['python: judge print (#1, OutputJudge + CodeJudge, sandboxed process)', await measure(submit('python-study-1', 1), runs)],
      ['python: judge for loop with a total (#8)', await measure(submit('python-study-2', 4), runs)],
      ['baseline: spawn `node` per submission (hello world), again', await measure(spawnRun(process.execPath, ['-e', js(1)]), runs, 5)],
      ['html-css: judge a CSS rule (#6, static CodeJudge)', await measure(submit('html-css-study-2', 2), runs)],
      ['baseline: spawn `node` per submission (hello world), for new learners', await measure(spawnRun(process.execPath, ['-e', js(1)]), freshRuns, 2)],
      ['javascript: a different learner each submission (#1; clean spare, then replaced)', await measure(submit('javascript-study-1', 1, true), freshRuns, 2)],
      ['sql: a different learner each submission (#1)', await measure(submit('sql-study-1', 1, true), freshRuns, 2)],
      ['baseline: spawn `python3` per submission (hello world), for new learners', await measure(spawnRun('python3', ['-c', page('python-study-1', 1).answerFiles[0].content]), freshRuns, 2)],
      ['python: a different learner each submission (#1; Pyodide loads per learner)', await measure(submit('python-study-1', 1, true), Math.min(freshRuns, 10), 2)],
    ]
    return `## Judge (warm sandboxed processes, one learner per process)

Each row judges the page's model answer with all of its judges, ${runs} times after 20 warm-up runs, as one
learner (their process stays warm); the last rows submit as a different learner every time (${freshRuns} times,
Python 10), so each submission takes a clean warm spare and the pool replaces the process before anyone
else's run (docs/judge-sandbox.md). Baselines spawn the language's own interpreter per submission (the
process-per-run way), measured in the same run. Cold start of all pools (sandboxes spawned and runtimes
initialised, Pyodide included): ${coldMs.toFixed(0)} ms.

${table(rows)}`
  } finally {
    await pools.close()
  }
}
