import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'
import { judgePage, supportedJudgeTypes } from '@judge/engines/judgePage'
import { pageRunners } from '@judge/engines/runners'
import { PageRenderer } from '@judge/image/renderer'
import { loadPlugin, pluginsDir } from '@judge/pluginHost/loader'
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

/**
 * Spawns programs one after another in a folder holding `files` (compile, then run): the baseline of compiled
 * languages. `vary` gives each submission its own source, as learners' submissions are (a build cache then
 * compiles every one, as the judge does).
 */
const spawnInFolder = (files: { path: string; content: string }[], commands: [string, string[]][], stdin = '', vary?: Vary) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'open-learn-bench-'))
  let submission = 0
  return async () => {
    submission++
    for (const f of vary ? vary(files, submission) : files) fs.writeFileSync(path.join(dir, f.path), f.content)
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

/** A submission's own source: the files with a numbered comment line added (Go's build cache keys on content). */
type Vary = (files: { path: string; content: string }[], submission: number) => { path: string; content: string }[]
const goComment: Vary = (files, n) => files.map((f) => (f.path.endsWith('.go') ? { ...f, content: `${f.content}\n// submission ${n}\n` } : f))

type PageOf = (slug: string, order: number) => ReturnType<typeof readCurriculum>['courses'][number]['lessons'][number]['pages'][number]

/** A plugin's manifest as the judge reads it. */
const readManifest = (id: string) => loadPlugin(path.join(pluginsDir, id)).manifest

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
    const submit = (slug: string, order: number, fresh = false, vary?: Vary) => {
      const entry = page(slug, order)
      const runners = () => pageRunners(pools, entry.page.judgeLanguage, entry.hiddenFiles, fresh ? `user:bench-${++learners}` : 'user:bench')
      let submission = 0
      return async () => {
        const files = vary ? vary(entry.answerFiles, ++submission) : entry.answerFiles
        const verdict = await judgePage(entry.page.judges.filter((j) => supportedJudgeTypes.includes(j.type)), { files, answerFiles: entry.answerFiles, hiddenFiles: entry.hiddenFiles, ...runners() })
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
      ...(await reactRows(runs, page)),
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
submission in a folder of the answer's files. Go's rows give every submission its own source (a numbered
comment line), as learners' submissions are, so \`go run\`'s build cache compiles each one as the judge does; a
last row shows \`go run\` on the same source again, its compile skipped by that cache.

React's rows time the plugin's run (JSX compiled by sucrase in the sandbox, the preview built) beside a fresh
Node loading the plugin's runtime.ts per submission, then a whole judge of a page whose checks read the DOM the
page's scripts built in Chromium (docs/judge-sandbox.md).

${table(rows)}`
  } finally {
    await pools.close()
  }

  /** Hello world and a typical exercise per native language, each beside its own spawn-per-submission baseline. */
  async function nativeRows(
    count: number,
    submit: (slug: string, order: number, fresh?: boolean, vary?: Vary) => () => Promise<void>,
    page: PageOf,
  ): Promise<Row[]> {
    const paced = (slug: string, order: number, vary?: Vary) => measurePaced(submit(slug, order, false, vary), count, NATIVE_PAUSE_MS)
    const baseline = (slug: string, order: number, commands: [string, string[]][], vary?: Vary) => {
      const entry = page(slug, order)
      const stdin = entry.page.judges.find((j) => j.type === 'OutputJudge')?.spec.stdin
      return measure(spawnInFolder(entry.answerFiles, commands, typeof stdin === 'string' ? stdin : '', vary), count, 3)
    }
    const languages: [name: string, course: string, typical: [order: number, what: string], commands: [string, string[]][], vary?: Vary][] = [
      ['ruby', 'ruby', [8, 'methods'], [['ruby', ['main.rb']]]],
      ['php', 'php', [8, 'functions'], [['php', ['-n', 'main.php']]]],
      ['nodejs', 'nodejs', [9, 'modules'], [[process.execPath, ['main.js']]]],
      ['java', 'java', [9, 'methods'], [['javac', ['Main.java']], ['java', ['Main']]]],
      ['go', 'go', [9, 'functions'], [['/usr/lib/go-1.19/bin/go', ['run', 'main.go']]], goComment],
    ]
    const rows: Row[] = []
    for (const [name, course, [order, what], commands, vary] of languages) {
      const slug = `${course}-study-1`
      const how = commands.map(([c, a]) => `\`${path.basename(c)} ${a.join(' ')}\``).join(' then ')
      const each = vary ? ', a new source each time' : ''
      rows.push([`baseline: spawn ${how} per submission (hello world${each})`, await baseline(slug, 1, commands, vary)])
      rows.push([`${name}: judge hello world (#1${each})`, await paced(slug, 1, vary)])
      rows.push([`baseline: spawn ${how} per submission (${what}, #${order}${each})`, await baseline(slug, order, commands, vary)])
      rows.push([`${name}: judge ${what} (#${order}${each})`, await paced(slug, order, vary)])
      if (vary) rows.push([`baseline: spawn ${how} per submission (${what}, #${order}, the same source again: its build cache skips the compile)`, await baseline(slug, order, commands)])
    }
    return rows
  }

  /**
   * React (a module plugin): the run that compiles the JSX and builds the preview, beside a fresh Node loading the
   * plugin's runtime per submission; then the whole judge, whose `rendered` checks run the page in Chromium.
   */
  async function reactRows(count: number, page: PageOf): Promise<Row[]> {
    const input = (order: number) => ({ files: page('react-study-1', order).answerFiles, stdin: '', limits: readManifest('react').limits })
    const runner = pools.runnerFor('react', [], 'user:bench')
    const run = (order: number) => async () => {
      const output = await runner(input(order).files)
      if (output.status !== 'ok') throw new Error(`react #${order} ended ${output.status}`)
    }
    const spawnRuntime = (order: number) => spawnRun(process.execPath, [path.join(import.meta.dirname, '../lib/runModuleOnce.ts'), path.join(pluginsDir, 'react/runtime.ts')], JSON.stringify(input(order)))
    const renderer = new PageRenderer()
    try {
      const props = page('react-study-1', 5)
      const judge = async () => {
        const verdict = await judgePage(props.page.judges, {
          files: props.answerFiles,
          answerFiles: props.answerFiles,
          hiddenFiles: [],
          ...pageRunners(pools, 'react', [], 'user:bench'),
          renderDom: (html) => renderer.renderDom(html, { owner: 'user:bench' }),
        })
        if (!verdict.cleared) throw new Error('react #5 did not clear')
      }
      return [
        ['baseline: spawn `node` loading the react runtime per submission (hello world)', await measure(spawnRuntime(1), Math.min(count, 30), 3)],
        ['react: run hello world (#1: JSX compiled, preview built)', await measure(run(1), count)],
        ['baseline: spawn `node` loading the react runtime per submission (props, #5)', await measure(spawnRuntime(5), Math.min(count, 30), 3)],
        ['react: run props (#5)', await measure(run(5), count)],
        ['react: judge props (#5), its `rendered` checks in Chromium', await measure(judge, Math.min(count, 30), 3)],
      ]
    } finally {
      await renderer.close()
    }
  }
}
