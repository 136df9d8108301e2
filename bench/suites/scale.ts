import { io } from 'socket.io-client'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { spawnPlatform, type SpawnedPlatform } from '@tests/support/spawnPlatform'
import { LEARNER_ACTIONS, makeAccounts, playLearners, type LoadPage, type LoadResult } from '../lib/learnerLoad'
import { percentiles } from '../lib/measure'
import { sampleMemory } from '../lib/processMemory'
import { sessionCookie } from '../lib/sessionCookie'

const ANSWER = "console.log('Hello, World!');\n"
const DRAFT = "// console.log() を使って Hello, World! と出力しよう\nconsole.log('Hello')"

/** The starter curriculum's first javascript page, as the learners play it. */
async function javascriptPage(url: string): Promise<LoadPage> {
  const found = (await (await fetch(`${url}/api/pages?where[slug][equals]=javascript-study-1.console-log&depth=0`)).json()) as {
    docs: { id: number; lesson: number }[]
  }
  const page = found.docs[0]
  if (!page) throw new Error('the starter javascript page is missing')
  return { path: '/es6/javascript-study-1/1/1', pageId: page.id, lessonId: page.lesson, file: 'script.js', answer: ANSWER, draft: DRAFT }
}

/** A lone learner's submission on the idle platform, 20 times: what a submit costs without anyone else's load. */
async function idleSubmit(url: string, page: LoadPage): Promise<number> {
  const [account] = await makeAccounts(url, 1)
  const socket = io(url, { ...SOCKET_CLIENT_OPTIONS, extraHeaders: { cookie: await sessionCookie(url, account) } })
  try {
    await socket.timeout(30_000).emitWithAck('file:write', { pageId: page.pageId, path: page.file, content: page.answer })
    const samples: number[] = []
    for (let i = 0; i < 25; i++) {
      const start = performance.now()
      await socket.timeout(30_000).emitWithAck('code:submit', { pageId: page.pageId })
      if (i >= 5) samples.push(performance.now() - start)
    }
    return percentiles(samples).p50
  } finally {
    socket.close()
  }
}

interface TopologyRun {
  label: string
  learners: number
  result: LoadResult
  idleSubmitMs: number
  memory: { mainMb: number; groupMb: number }
}

async function underLoad(label: string, platform: SpawnedPlatform, learners: number, seconds: number, rampSeconds: number): Promise<TopologyRun> {
  const page = await javascriptPage(platform.url)
  const idleSubmitMs = await idleSubmit(platform.url, page)
  const accounts = await makeAccounts(platform.url, learners)
  const memory = sampleMemory(platform.pid)
  const result = await playLearners({ url: platform.url, page, accounts, seconds, rampSeconds })
  return { label, learners, result, idleSubmitMs, memory: memory.stop() }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '—')

function table(run: TopologyRun): string {
  const rows = LEARNER_ACTIONS.map((action) => {
    const a = run.result.actions[action]
    return `| ${action} | ${a.count} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(a.p99)} | ${a.errors} |`
  })
  const submit = run.result.actions.submit
  const errors = LEARNER_ACTIONS.flatMap((action) => run.result.actions[action].examples.map((e) => `- ${action}: ${e}`))
  return `### ${run.label}

${run.result.learnersWorking} of ${run.learners} learners got to work; ${run.result.cleared} submissions cleared. Submit on the idle
platform (one learner, p50 of 20): ${ms(run.idleSubmitMs)} ms, so under load a submit waited about ${ms(submit.p50 - run.idleSubmitMs)} ms (p50)
and ${ms(submit.p95 - run.idleSubmitMs)} ms (p95) beyond it: the judge's queue and the shared CPU (the platform does not report its
queue's wait). Peak resident memory: the platform's process ${run.memory.mainMb.toFixed(0)} MB, with everything it started
(sandboxes, the warm Chromium) ${run.memory.groupMb.toFixed(0)} MB.

| action | count | p50 ms | p95 ms | p99 ms | errors |
| --- | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}
${errors.length ? `\nErrors (first of each kind):\n\n${errors.join('\n')}\n` : ''}`
}

/**
 * Learners played against the platform (bench/lib/learnerLoad.ts): `learners` ramp up over `rampSeconds` and work
 * for `seconds` in all, on the single-process embedded default (SQLite, judge in the process).
 */
export async function scaleSuite(learners: number, seconds: number, rampSeconds: number): Promise<string> {
  const platform = await spawnPlatform({ STAFF_EMAIL: 'scale@example.test', STAFF_PASSWORD: 'scale-password-1' })
  let embedded: TopologyRun
  try {
    embedded = await underLoad(`Single process, embedded SQLite (the baseline): ${learners} learners`, platform, learners, seconds, rampSeconds)
  } finally {
    await platform.stop()
  }
  return `## Scale (learners played against the platform)

Written by \`npm run bench -- scale\` (bench/suites/scale.ts, bench/lib/learnerLoad.ts). Each played learner signs in,
opens the starter javascript page as the browser does (the page, /api/users/me and the lesson's progress at once),
connects the workspace socket and loads its files, then until the time is up types (an autosave about every
2.5 s, four lines), runs, thinks about 4 s, submits and thinks about 8 s before the next round (each think time
±50 %). ${learners} learners start evenly over ${rampSeconds} s; the run lasts ${seconds} s in all. The load generator runs on the same
2-core machine as the platform. Accounts are made before the load and not measured.

${table(embedded)}
The deployed topology (several web processes behind a proxy, judge workers; issue #23) is not built yet: only the
single-process baseline is measured here.
`
}
