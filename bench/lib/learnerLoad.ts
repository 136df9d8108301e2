import { performance } from 'node:perf_hooks'
import { io, type Socket } from 'socket.io-client'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { percentiles, type Stats } from './measure'
import { sessionCookie } from './sessionCookie'

/** What a played learner does, in the order of a visit (bench/README.md "Scale"). */
export const LEARNER_ACTIONS = ['sign in', 'open the exercise page', 'connect the socket', 'load the files', 'autosave', 'run', 'submit'] as const
export type LearnerAction = (typeof LEARNER_ACTIONS)[number]

/** The exercise a played learner works on: its page's address on the site, its id, its answer and a wrong start. */
export interface LoadPage {
  path: string
  pageId: number
  lessonId: number
  file: string
  answer: string
  draft: string
}

export interface LoadOptions {
  url: string
  page: LoadPage
  /** Accounts made beforehand (email, password); one learner plays each. */
  accounts: { email: string; password: string }[]
  /** How long the load lasts, ramp included. */
  seconds: number
  /** Learners start evenly over this time. */
  rampSeconds: number
  /** Think times are multiplied by this (1: a learner's pace). */
  pace?: number
}

export interface ActionResult extends Stats {
  count: number
  errors: number
  /** The first few distinct error messages, for the report. */
  examples: string[]
}

export interface LoadResult {
  actions: Record<LearnerAction, ActionResult>
  /** Learners that got through sign-in, the page, the socket and their files, and went to work. */
  learnersWorking: number
  /** Submissions the judge answered cleared. */
  cleared: number
}

/** The longest any one action may take before it counts as failed (a submit's own ack waits 60 s). */
const ACTION_LIMIT_MS = 90_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** A think time around `ms` (±50 %), so learners do not act in lockstep. */
const think = (ms: number, pace: number) => sleep(ms * pace * (0.5 + Math.random()))

/** Per-action latencies and failures of every learner. */
class ActionLog {
  private readonly samples = new Map<LearnerAction, number[]>(LEARNER_ACTIONS.map((a) => [a, []]))
  private readonly failures = new Map<LearnerAction, string[]>(LEARNER_ACTIONS.map((a) => [a, []]))

  async time<T>(action: LearnerAction, work: () => Promise<T>): Promise<T> {
    const start = performance.now()
    let timer: NodeJS.Timeout | undefined
    try {
      // No action may hang a learner for good (a promise that never settles would stall the whole run).
      const limit = new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ACTION_LIMIT_MS / 1000} s`)), ACTION_LIMIT_MS)),
      )
      const result = await Promise.race([work(), limit])
      this.samples.get(action)!.push(performance.now() - start)
      return result
    } catch (error) {
      this.failures.get(action)!.push((error as Error).message.split('\n')[0].slice(0, 160))
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  result(): Record<LearnerAction, ActionResult> {
    return Object.fromEntries(
      LEARNER_ACTIONS.map((action) => {
        const samples = this.samples.get(action)!
        const failures = this.failures.get(action)!
        const stats = samples.length ? percentiles(samples) : { p50: NaN, p95: NaN, p99: NaN }
        return [action, { ...stats, count: samples.length, errors: failures.length, examples: [...new Set(failures)].slice(0, 3) }]
      }),
    ) as Record<LearnerAction, ActionResult>
  }
}

async function ok(response: Promise<Response>, what: string): Promise<Response> {
  const answer = await response
  if (!answer.ok) throw new Error(`${what}: HTTP ${answer.status}`)
  return answer
}

type Ack = { ok: boolean; error?: { en: string }; [key: string]: unknown }
async function ask(socket: Socket, event: string, payload: unknown): Promise<Ack> {
  const answer = (await socket.timeout(60_000).emitWithAck(event, payload)) as Ack
  if (!answer.ok) throw new Error(`${event}: ${answer.error?.en ?? 'refused'}`)
  return answer
}

/**
 * Plays `accounts.length` learners against a running platform (bench/README.md "Scale"): each signs in, opens the
 * exercise page as the browser does (the page, the session and the lesson's progress at once), connects the
 * workspace socket, loads the files, then until the time is up types (an autosave every few seconds), runs, and
 * submits, with a learner's think times between. Learners start evenly over the ramp.
 */
export async function playLearners(options: LoadOptions): Promise<LoadResult> {
  const { url, page, accounts } = options
  const pace = options.pace ?? 1
  const log = new ActionLog()
  const endAt = performance.now() + options.seconds * 1000
  const running = () => performance.now() < endAt
  let learnersWorking = 0
  let cleared = 0

  const learner = async (account: { email: string; password: string }) => {
    let socket: Socket | undefined
    try {
      const cookie = await log.time('sign in', () => sessionCookie(url, account))
      const headers = { cookie }
      await log.time('open the exercise page', async () => {
        const progress = `${url}/api/user_page_infos?where[lesson][equals]=${page.lessonId}&depth=0&limit=1000&select[page]=true&select[completed]=true&select[answerFlag]=true`
        const answers = await Promise.all([
          ok(fetch(`${url}${page.path}`, { headers }), 'the page'),
          ok(fetch(`${url}/api/users/me`, { headers }), 'users/me'),
          ok(fetch(progress, { headers }), 'progress'),
        ])
        await Promise.all(answers.map((a) => a.arrayBuffer()))
      })
      socket = io(url, { ...SOCKET_CLIENT_OPTIONS, extraHeaders: { cookie } })
      const connected = socket
      // As the workspace does (site/src/components/workspace/connection.ts): a failed attempt is retried like a
      // reconnection, and the learner is told it failed only once the socket gives up.
      await log.time(
        'connect the socket',
        () =>
          new Promise<void>((resolve, reject) => {
            if (connected.connected) return resolve()
            connected.once('connect', () => resolve())
            connected.on('connect_error', (error) => {
              if (!connected.active) reject(error)
            })
            connected.io.once('reconnect_failed', () => reject(new Error('gave up connecting')))
          }),
      )
      await log.time('load the files', () => ask(connected, 'filetree:load', { pageId: page.pageId }))
      learnersWorking++
      while (running()) {
        // Typing: the draft grows a line at a time, autosaved as the editor does after a pause.
        for (let line = 1; line <= 4 && running(); line++) {
          await think(2_500, pace)
          const content = line < 4 ? `${page.draft}\n// ${'x'.repeat(line * 10)}\n` : page.answer
          await log.time('autosave', () => ask(connected, 'file:write', { pageId: page.pageId, path: page.file, content }))
        }
        if (!running()) break
        await log.time('run', () => ask(connected, 'code:run', { pageId: page.pageId, stdin: '' }))
        await think(4_000, pace)
        if (!running()) break
        const result = await log.time('submit', () => ask(connected, 'code:submit', { pageId: page.pageId }))
        if (result.cleared) cleared++
        await think(8_000, pace)
      }
    } catch {
      // Counted against the action that failed; this learner stops, as a real one would reload.
    } finally {
      socket?.close()
    }
  }

  const gap = (options.rampSeconds * 1000) / Math.max(1, accounts.length)
  const played: Promise<void>[] = []
  for (const account of accounts) {
    if (!running()) break
    played.push(learner(account))
    await sleep(gap)
  }
  await Promise.all(played)
  return { actions: log.result(), learnersWorking, cleared }
}

/** Makes `count` accounts through the sign-up call, `parallel` at a time (not measured: the load's set-up). */
export async function makeAccounts(url: string, count: number, parallel = 8): Promise<{ email: string; password: string }[]> {
  const stamp = Date.now()
  const accounts = Array.from({ length: count }, (_, i) => ({ email: `load-${stamp}-${i}@example.test`, password: 'load-password-1' }))
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < accounts.length) {
        const account = accounts[next++]
        const signUp = () => fetch(`${url}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) })
        // A proxy's 502/503 while a web process restarts after the previous load is the set-up's to wait out, once.
        let answer = await signUp()
        if (answer.status === 502 || answer.status === 503) answer = await new Promise((resolve) => setTimeout(resolve, 5000)).then(signUp)
        await ok(Promise.resolve(answer), 'sign up')
      }
    }),
  )
  return accounts
}
