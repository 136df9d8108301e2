import type { Payload } from 'payload'
import type { Socket } from 'socket.io'
import type { User } from '@cms/payload-types'
import type { SourceFile } from '@plugins/contract'
import { judgePage, type PageJudge } from '../engines/judgePage'
import { learnerOwner, pageRunners } from '../engines/runners'
import { localized as message, type Localized } from '@domain/i18n/messages'
import type { PageRenderer } from '../image/renderer'
import type { RunService } from '../queue/runService'
import { awardExp } from '@cms/progress/awardExp'
import { recordLessonCompletion } from '@cms/progress/recordLessonCompletion'
import { addEntry, checkWorkspaceLimits, FileRuleError, removeEntry, renameEntry, visibleFiles, writeFile } from '@domain/files/fileRules'
import { WorkspaceError, WorkspaceStore } from '../workspace/workspaceStore'
import { CLIENT_EVENTS, SERVER_EVENTS, SLEEP_AFTER_MS, type BlackoutKind, type ClientEvent, type ClientPayload } from '@domain/socket/events'
import { payloadBytes, QUOTA_MESSAGES, SOCKET_QUOTAS } from './learnerQuotas'
import { RunsInFlight } from './runsInFlight'

/** What the socket handlers need from the server: Payload, the runtime pools and (for ImageJudge) a renderer. */
export interface JudgeDeps {
  payload: Payload
  pools: RunService
  renderer?: PageRenderer
}

/** Runs in flight of every socket of this process: Stop, a newer run or a submission ends a page's old run. */
const runsInFlight = new RunsInFlight()
/** Events whose arrival ends the page's run in flight (or still waiting for its turn) before they wait for theirs. */
const STOPPING_EVENTS: readonly ClientEvent[] = ['code:run', 'code:submit', 'code:stop']

/** A run registered when its event arrived, so that a Stop arriving after it ends it even before it started. */
type Arrival = { run?: { signal: AbortSignal; done: () => void } }

type Ack = (answer: { ok: true; [key: string]: unknown } | { ok: false; error: Localized; code: string }) => void

/**
 * The workspace events of one authenticated socket. Each handler validates its payload, acts only on the
 * socket's own user's workspace, saves before it answers, and answers through the ack (plus events the
 * spec names). Errors are localised; a failure never changes the saved files.
 */
export function registerWorkspaceHandlers(socket: Socket, user: User, deps: JudgeDeps, options: { sleepAfterMs?: number } = {}) {
  const store = new WorkspaceStore(deps.payload)
  // Every socket of this learner (other tabs, other servers behind the Redis adapter) hears file changes.
  const userRoom = `user:${user.id}`
  void socket.join(userRoom)
  const toUser = () => socket.nsp.to(userRoom)
  // One event at a time per socket, so two quick edits are saved in the order they were typed. What waits is
  // bounded (SOCKET_QUOTAS): a flood of events is refused instead of held in memory.
  let queue: Promise<unknown> = Promise.resolve()
  let queuedEvents = 0
  let queuedBytes = 0
  const owner = learnerOwner(user.id)

  // A workspace left alone (no event, no alive notice) is told its process sleeps; any event wakes it.
  let sleepTimer: NodeJS.Timeout | undefined
  const stayAwake = () => {
    clearTimeout(sleepTimer)
    sleepTimer = setTimeout(() => socket.emit(SERVER_EVENTS.processSleeping, { at: Date.now() }), options.sleepAfterMs ?? SLEEP_AFTER_MS)
  }
  stayAwake()
  socket.on('disconnect', () => clearTimeout(sleepTimer))

  const on = <E extends ClientEvent>(event: E, handle: (payload: ClientPayload<E>, arrival: Arrival) => Promise<Record<string, unknown>>) => {
    socket.on(event as string, (raw: unknown, ack?: Ack) => {
      stayAwake()
      const reply: Ack = typeof ack === 'function' ? ack : () => undefined
      const bytes = payloadBytes(raw)
      if (queuedEvents >= SOCKET_QUOTAS.queuedEvents || queuedBytes + bytes > SOCKET_QUOTAS.queuedBytes) {
        socket.emit(SERVER_EVENTS.error, { event, error: QUOTA_MESSAGES.busy, code: 'busy' })
        return reply({ ok: false, error: QUOTA_MESSAGES.busy, code: 'busy' })
      }
      const arrival: Arrival = {}
      const pageId = (raw as { pageId?: unknown } | null)?.pageId
      if (STOPPING_EVENTS.includes(event) && (typeof pageId === 'number' || typeof pageId === 'string')) {
        if (event === 'code:run') arrival.run = runsInFlight.start(user.id, pageId)
        else runsInFlight.stop(user.id, pageId)
      }
      const handleInTurn = async () => {
        const parsed = CLIENT_EVENTS[event].safeParse(raw)
        if (!parsed.success) {
          const error = message('socket.invalidRequest')
          socket.emit(SERVER_EVENTS.error, { event, error, code: 'invalid' })
          return reply({ ok: false, error, code: 'invalid' })
        }
        try {
          reply({ ok: true, ...(await handle(parsed.data as ClientPayload<E>, arrival)) })
        } catch (error) {
          const known = error instanceof WorkspaceError || error instanceof FileRuleError
          const localized = known ? error.localized : message('judge.judgeError')
          const code = error instanceof WorkspaceError ? error.code : known ? 'invalid' : 'internal'
          if (!known) {
            deps.payload.logger.error({ err: error, event }, 'workspace event failed')
            socket.emit(SERVER_EVENTS.fatal, { event, error: localized })
          }
          socket.emit(SERVER_EVENTS.error, { event, error: localized, code })
          reply({ ok: false, error: localized, code })
        }
      }
      queuedEvents++
      queuedBytes += bytes
      queue = queue.then(async () => {
        try {
          await handleInTurn()
        } finally {
          arrival.run?.done()
          queuedEvents--
          queuedBytes -= bytes
        }
      })
    })
  }

  const blackout = async <T>(kind: BlackoutKind, work: () => Promise<T>): Promise<T> => {
    socket.emit(SERVER_EVENTS.blackout, { kind, on: true })
    try {
      return await work()
    } finally {
      socket.emit(SERVER_EVENTS.blackout, { kind, on: false })
    }
  }

  const track = async (type: 'solutions' | 'survey', target: string, page: number, detail?: Record<string, unknown>) => {
    await deps.payload.create({ collection: 'application_events', data: { type, target, user: user.id, page, detail }, overrideAccess: true, depth: 0 })
  }

  const change = async (pageId: number | string, edit: (files: SourceFile[], protectedPaths: string[]) => SourceFile[]) => {
    const page = await store.pageFor(user, pageId)
    const { files } = await store.load(user, page)
    const next = checkWorkspaceLimits(edit(files, (page.defaultFiles ?? []).map((f) => f.path)))
    await store.save(user, page, next)
    const visible = visibleFiles(next)
    toUser().emit(SERVER_EVENTS.filesChanged, { pageId: page.id, files: visible })
    return { files: visible }
  }

  on('filetree:load', async ({ pageId }) => {
    const page = await store.pageFor(user, pageId)
    // The first learner after a start may find the language still warming up: say so with the setup blackout.
    await blackout('setup', () => deps.pools.ready())
    const { files, info } = await store.load(user, page)
    return { files: visibleFiles(files), completed: Boolean(info?.completed), filetreeType: page.filetreeType }
  })
  on('file:write', ({ pageId, path, content }) => change(pageId, (files) => writeFile(files, path, content)))
  on('file:add', ({ pageId, path, kind }) => change(pageId, (files) => addEntry(files, path, kind)))
  on('file:remove', ({ pageId, path }) => change(pageId, (files, locked) => removeEntry(files, path, locked)))
  on('file:rename', ({ pageId, from, to }) => change(pageId, (files, locked) => renameEntry(files, from, to, locked)))
  on('workspace:reset', ({ pageId }) =>
    blackout('reset', async () => {
      const page = await store.pageFor(user, pageId)
      const defaults = (page.defaultFiles ?? []).map((f) => ({ path: f.path, content: f.content ?? '' }))
      await store.save(user, page, defaults)
      toUser().emit(SERVER_EVENTS.filesChanged, { pageId: page.id, files: visibleFiles(defaults) })
      return { files: visibleFiles(defaults) }
    }),
  )

  on('code:run', async ({ pageId, stdin }, { run }) => {
    const page = await store.pageFor(user, pageId)
    if (!deps.pools.has(page.judgeLanguage)) return { output: null }
    const { files } = await store.load(user, page)
    const output = await deps.pools.runnerFor(page.judgeLanguage, hidden(page), owner)(files, { stdin, signal: run?.signal })
    if (output.status === 'output_limit') socket.emit(SERVER_EVENTS.tooMuchOutput, { pageId: page.id })
    if (output.status === 'memory_limit') socket.emit(SERVER_EVENTS.heavyProcess, { pageId: page.id })
    socket.emit(SERVER_EVENTS.runCompleted, { pageId: page.id, output })
    return { output }
  })

  on('code:submit', ({ pageId }) =>
    blackout('judge', async () => {
      const page = await store.pageFor(user, pageId)
      const { files } = await store.load(user, page)
      const hasImageJudge = (page.judges ?? []).some((j) => j.type === 'ImageJudge')
      if (hasImageJudge) socket.emit(SERVER_EVENTS.imageJudgeState, { pageId: page.id, state: 'LOADING' })
      const verdict = await judgePage((page.judges ?? []) as PageJudge[], {
        files,
        answerFiles: (page.answerFiles ?? []).map((f) => ({ path: f.path, content: f.content ?? '' })),
        hiddenFiles: hidden(page),
        ...pageRunners(deps.pools, page.judgeLanguage, hidden(page), owner),
        // One render per learner at a time (judge/image): the learner's pages under their owner, the answer's apart.
        render: deps.renderer ? (html) => deps.renderer!.render(html, { owner }) : undefined,
        renderAnswer: deps.renderer ? (html) => deps.renderer!.render(html, { owner: `${owner}:answer` }) : undefined,
        renderDom: deps.renderer ? (html) => deps.renderer!.renderDom(html, { owner }) : undefined,
      })
      const firstClear = verdict.cleared ? await store.markCleared(user, page) : false
      const exp = firstClear ? await awardExp(deps.payload, user, page) : null
      if (firstClear) await recordLessonCompletion(deps.payload, user, page)
      const result = { pageId: page.id, cleared: verdict.cleared, checks: verdict.checks, exp }
      const image = verdict.checks.find((c) => c.detail && 'state' in c.detail)?.detail
      if (hasImageJudge) socket.emit(SERVER_EVENTS.imageJudgeState, { pageId: page.id, ...(image ?? { state: 'ERROR' }) })
      socket.emit(SERVER_EVENTS.judgeCompleted, result)
      return result
    }),
  )

  // The page's run was already stopped when this event arrived (STOPPING_EVENTS): its sandbox process is
  // killed, the run answers `stopped`, and by the time this answers nothing of this page is running.
  on('code:stop', async ({ pageId }) => ({ pageId, running: false }))

  on('code:format', async ({ pageId, path }) => {
    const page = await store.pageFor(user, pageId)
    const formatting = deps.pools.formats?.(page.judgeLanguage) ?? false
    const answer = { pageId: page.id, path, formatted: false, reason: formatting ? undefined : NOT_FORMATTABLE }
    socket.emit(SERVER_EVENTS.formatFinished, answer)
    return answer
  })

  on('solutions:load', async ({ pageId, kind, locale }) => {
    const page = await store.pageFor(user, pageId)
    if (kind === 'hints') return { hints: await store.hints(page, locale) }
    // Looking at the model answer is allowed (the learner is entitled) and remembered as answerFlag.
    await store.markAnswerViewed(user, page)
    await track('solutions', 'answer_opened', page.id)
    return { answerFiles: visibleFiles((page.answerFiles ?? []).map((f) => ({ path: f.path, content: f.content ?? '' }))), answerFlag: true }
  })
  on('solutions:track', async ({ pageId, action }) => {
    const page = await store.pageFor(user, pageId)
    await track('solutions', action, page.id)
    return {}
  })
  on('survey:answer', async ({ pageId, score, comment }) => {
    const page = await store.pageFor(user, pageId)
    await track('survey', 'lesson_survey', page.id, { score, comment })
    return {}
  })

  // The workspace's alive notice: answered so the client knows its session is still served.
  on('alive', async ({ pageId }) => ({ pageId, at: Date.now() }))
}

const NOT_FORMATTABLE: Localized = message('socket.notFormattable')

const hidden = (page: { hiddenFiles?: { path: string; content?: string | null }[] | null }) =>
  (page.hiddenFiles ?? []).map((f) => ({ path: f.path, content: f.content ?? '' }))
