import { io } from 'socket.io-client'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { spawnPlatform } from '@tests/support/spawnPlatform'
import { spawnTopology } from '@tests/support/spawnTopology'
import { LEARNER_ACTIONS, makeAccounts, playLearners, type LoadPage, type LoadResult } from '../lib/learnerLoad'
import { percentiles } from '../lib/measure'
import { sampleChildGroupsMemory, sampleMemory } from '../lib/processMemory'
import { sampleQueueWait } from '../lib/queueWait'
import { sessionCookie } from '../lib/sessionCookie'

const ANSWER = "console.log('Hello, World!');\n"
const DRAFT = "// console.log() を使って Hello, World! と出力しよう\nconsole.log('Hello')"

/** The starter curriculum's first javascript page, as the learners play it. */
export async function javascriptPage(url: string): Promise<LoadPage> {
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
  /** Peak resident memory, in words: the processes and what they started. */
  memory: string
  /** How long runs waited in the judge queue (only where runs go through one). */
  queueWait: string | null
}

type MemorySampler = () => { stop(): string }

async function underLoad(label: string, url: string, memory: MemorySampler, learners: number, seconds: number, rampSeconds: number, redisUrl?: string): Promise<TopologyRun> {
  const page = await javascriptPage(url)
  const idleSubmitMs = await idleSubmit(url, page)
  const accounts = await makeAccounts(url, learners)
  const sampling = memory()
  const queue = redisUrl ? sampleQueueWait(redisUrl) : null
  const result = await playLearners({ url, page, accounts, seconds, rampSeconds })
  const wait = await queue?.stop()
  const queueWait = wait ? `${wait.count} runs waited in the judge queue p50 ${ms(wait.p50)} ms, p95 ${ms(wait.p95)} ms, p99 ${ms(wait.p99)} ms before a worker took them` : null
  return { label, learners, result, idleSubmitMs, memory: sampling.stop(), queueWait }
}

/** The single process's memory: its own, and with everything it started (sandboxes, the warm Chromium). */
const singleProcessMemory = (pid: number) => () => {
  const sampling = sampleMemory(pid)
  return {
    stop() {
      const peak = sampling.stop()
      return `the platform's process ${peak.mainMb.toFixed(0)} MB, with everything it started (sandboxes, the warm Chromium) ${peak.groupMb.toFixed(0)} MB`
    },
  }
}

/** Which of deploy:local's processes a command line is. */
export const topologyKind = (command: string) => (command.includes('judge/queue/cli.ts') ? 'judge workers' : command.includes('scripts/start.ts') ? 'web processes' : 'nginx')

/** deploy:local's processes by kind, each with what it started (a worker's sandboxes). */
const topologyMemory = (pid: number) => () => {
  const kindOf = topologyKind
  const sampling = sampleChildGroupsMemory(pid, kindOf)
  return {
    stop: () =>
      Object.entries(sampling.stop())
        .map(([kind, mb]) => `${kind} ${mb.toFixed(0)} MB`)
        .join(', ') + ' (each kind summed over its processes)',
  }
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
queue's wait${run.queueWait ? `; here ${run.queueWait}` : ''}). Peak resident memory: ${run.memory}.

| action | count | p50 ms | p95 ms | p99 ms | errors |
| --- | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}
${errors.length ? `\nErrors (first of each kind):\n\n${errors.join('\n')}\n` : ''}`
}

/**
 * Learners played against the platform (bench/lib/learnerLoad.ts): `learners` ramp up over `rampSeconds` and work
 * for `seconds` in all, first on the single-process embedded default (SQLite, judge in the process: the baseline),
 * then on the deployed topology (deploy:local: 2 web processes behind nginx and 2 judge workers, PostgreSQL, Redis).
 */
export async function scaleSuite(learners: number, seconds: number, rampSeconds: number): Promise<string> {
  const staff = { STAFF_EMAIL: 'scale@example.test', STAFF_PASSWORD: 'scale-password-1' }
  const platform = await spawnPlatform(staff)
  let embedded: TopologyRun
  try {
    embedded = await underLoad(`Single process, embedded SQLite (the baseline): ${learners} learners`, platform.url, singleProcessMemory(platform.pid), learners, seconds, rampSeconds)
  } finally {
    await platform.stop()
  }
  const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
  const topology = await spawnTopology({ web: 2, workers: 2, postgresUrl, redisUrl, env: staff })
  let deployed: TopologyRun
  try {
    const label = `Deployed topology (2 web processes behind nginx, 2 judge workers, PostgreSQL, Redis): ${learners} learners`
    deployed = await underLoad(label, topology.url, topologyMemory(topology.pid), learners, seconds, rampSeconds, redisUrl)
  } finally {
    await topology.stop()
  }
  return `## Scale (learners played against the platform)

Written by \`npm run bench -- scale\` (bench/suites/scale.ts, bench/lib/learnerLoad.ts). Each played learner signs in,
opens the starter javascript page as the browser does (the page, /api/users/me and the lesson's progress at once),
connects the workspace socket and loads its files, then until the time is up types (an autosave about every
2.5 s, four lines), runs, thinks about 4 s, submits and thinks about 8 s before the next round (each think time
±50 %). ${learners} learners start evenly over ${rampSeconds} s; the run lasts ${seconds} s in all. The load generator runs on the same
2-core machine as the platform. Accounts are made before the load and not measured. Both rows in the same run, one
after the other.

${table(embedded)}
${table(deployed)}`
}
