import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { judgePage, supportedJudgeTypes } from '@judge/engines/judgePage'
import { pageRunners } from '@judge/engines/runners'
import { Pools } from '@judge/sandbox/pools'
import { measure, measurePaced, table, type Row } from '../lib/measure'

/** Spawns a program per run, feeding it stdin: how process-per-run judges work (the baseline). */
const spawnRun = (command: string, args: string[], stdin = '') => () =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] })
    child.stdout.resume()
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))))
    child.stdin.end(stdin)
  })

/** Spawns programs one after another in a folder holding `files` (compile, then run): the baseline of compiled languages. */
const spawnInFolder = (files: { path: string; content: string }[], commands: [string, string[]][], stdin = '') => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'open-learn-bench-'))
  for (const f of files) fs.writeFileSync(path.join(dir, f.path), f.content)
  return async () => {
    for (const [command, args] of commands) {
      await new Promise<void>((resolve, reject) => {
        const child = spawn(command, args, { cwd: dir, stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, GOCACHE: path.join(os.tmpdir(), 'open-learn-bench-gocache') } })
        child.stdout.resume()
        child.on('error', reject)
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))))
        child.stdin.end(stdin)
      })
    }
  }
}

/** The native toolchains' rows (docs/judge-sandbox.md "Native runtimes"): a learner's pace between runs. */
const NATIVE_PAUSE_MS = 500

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
      ...(await nativeRows(Math.min(runs, 100), submit, page)),
    ]
    return `## Judge (warm sandboxed processes, one learner per process)

Each row judges the page's model answer with all of its judges, ${runs} times after 20 warm-up runs, as one
learner (their process stays warm); the last rows submit as a different learner every time (${freshRuns} times,
Python 10), so each submission takes a clean warm spare and the pool replaces the process before anyone
else's run (docs/judge-sandbox.md). Baselines spawn the language's own interpreter per submission (the
process-per-run way), measured in the same run. Cold start of all pools (sandboxes spawned and runtimes
initialised, Pyodide included): ${coldMs.toFixed(0)} ms.

The native toolchains' rows (ruby, php, nodejs, java, go: each run's programs in fresh sandboxes, one
started ahead; docs/judge-sandbox.md "Native runtimes") run ${Math.min(runs, 100)} times with ${NATIVE_PAUSE_MS} ms
between runs, a learner's pace, so the pool has started the next run's process as it would between a
learner's runs. Their baselines spawn the language's own interpreter, or its compiler then the program, per
submission in a folder of the answer's files (Go with a warm build cache).

${table(rows)}`
  } finally {
    await pools.close()
  }

  /** Hello world and a typical exercise per native language, each beside its own spawn-per-submission baseline. */
  async function nativeRows(
    count: number,
    submit: (slug: string, order: number) => () => Promise<void>,
    page: (slug: string, order: number) => ReturnType<typeof readCurriculum>['courses'][number]['lessons'][number]['pages'][number],
  ): Promise<Row[]> {
    const paced = (slug: string, order: number) => measurePaced(submit(slug, order), count, NATIVE_PAUSE_MS)
    const baseline = (slug: string, order: number, commands: [string, string[]][]) => {
      const entry = page(slug, order)
      const stdin = entry.page.judges.find((j) => j.type === 'OutputJudge')?.spec.stdin
      return measure(spawnInFolder(entry.answerFiles, commands, typeof stdin === 'string' ? stdin : ''), count, 3)
    }
    const languages: [name: string, course: string, typical: [order: number, what: string], commands: [string, string[]][]][] = [
      ['ruby', 'ruby', [8, 'methods'], [['ruby', ['main.rb']]]],
      ['php', 'php', [8, 'functions'], [['php', ['-n', 'main.php']]]],
      ['nodejs', 'nodejs', [9, 'modules'], [[process.execPath, ['main.js']]]],
      ['java', 'java', [9, 'methods'], [['javac', ['Main.java']], ['java', ['Main']]]],
      ['go', 'go', [9, 'functions'], [['go', ['run', 'main.go']]]],
    ]
    const rows: Row[] = []
    for (const [name, course, [order, what], commands] of languages) {
      const slug = `${course}-study-1`
      const how = commands.map(([c, a]) => `\`${path.basename(c)} ${a.join(' ')}\``).join(' then ')
      rows.push([`baseline: spawn ${how} per submission (hello world)`, await baseline(slug, 1, commands)])
      rows.push([`${name}: judge hello world (#1)`, await paced(slug, 1)])
      rows.push([`baseline: spawn ${how} per submission (${what}, #${order})`, await baseline(slug, order, commands)])
      rows.push([`${name}: judge ${what} (#${order})`, await paced(slug, order)])
    }
    return rows
  }
}
