import type { Payload } from 'payload'
import type { Socket } from 'socket.io'
import type { User } from '@cms/payload-types'
import { learnerOwner } from '../../engines/runners'
import { localized as message, type Localized } from '@domain/i18n/messages'
import type { PageRenderer } from '../../image/renderer'
import type { RunService } from '../../queue/runService'
import { FileRuleError } from '@domain/files/fileRules'
import { isDatabaseUnavailable } from '@cms/api/conventions/databaseUnavailable'
import { WorkspaceError, WorkspaceStore } from '../../workspace/workspaceStore'
import { CLIENT_EVENTS, SERVER_EVENTS, SLEEP_AFTER_MS, type BlackoutKind, type ClientAnswer, type ClientEvent, type ClientPayload } from '@domain/socket/events'
import { payloadBytes, QUOTA_MESSAGES, SOCKET_QUOTAS } from '../learnerQuotas'
import { RunsInFlight } from '../runsInFlight'
import type { TerminalSessions } from '../../terminal/terminalSessions'

/** What the socket handlers need from the server: Payload, the runtime pools and (for ImageJudge) a renderer. */
export interface JudgeDeps {
  payload: Payload
  pools: RunService
  renderer?: PageRenderer
  /** The terminals of terminal pages held by this process's sockets (docs/terminal.md). */
  terminals?: TerminalSessions
}

/** Runs in flight of every socket of this process: Stop, a newer run or a submission ends a page's old run. */
const runsInFlight = new RunsInFlight()
/** Events whose arrival ends the page's run in flight (or still waiting for its turn) before they wait for theirs. */
const STOPPING_EVENTS: readonly ClientEvent[] = ['code:run', 'code:submit', 'code:stop']

/** A run registered when its event arrived, so that a Stop arriving after it ends it even before it started. */
export type Arrival = { run?: { signal: AbortSignal; done: () => void }; /** `code:stop`: a run was in flight and is stopped. */ stopped?: boolean }

type Ack = (answer: { ok: true; [key: string]: unknown } | { ok: false; error: Localized; code: string }) => void

/** Handles one validated client event; what it returns is the ack's answer (after `ok: true`). */
export type Handler<E extends ClientEvent> = (payload: ClientPayload<E>, arrival: Arrival) => Promise<ClientAnswer<E>>

/** One authenticated socket's workspace, as every group of handlers (files, run, submit, solutions) uses it. */
export interface WorkspaceSocket {
  socket: Socket
  user: User
  deps: JudgeDeps
  store: WorkspaceStore
  /** The learner's runtime owner: their runs and renders never share a sandbox process with anyone else's. */
  owner: string
  /** Every socket of this learner (other tabs, other servers behind the Redis adapter). */
  toUser: () => ReturnType<Socket['nsp']['to']>
  /** The room of every socket of this learner. */
  userRoom: string
  /** Registers a handler: validated payload, one event at a time per socket, bounded queue, localised errors. */
  on: <E extends ClientEvent>(event: E, handle: Handler<E>) => void
  /** Runs `work` with the workspace's blackout of that kind shown (judging, resetting, warming up). */
  blackout: <T>(kind: BlackoutKind, work: () => Promise<T>) => Promise<T>
  /** Waits for `pending`, with the blackout shown only if it is not already settled. */
  blackoutUnlessSettled: <T>(kind: BlackoutKind, pending: Promise<T>) => Promise<T>
}

/** Whether a promise has already settled (checked after the current microtasks). */
const isSettled = (pending: Promise<unknown>) =>
  Promise.race([pending.then(() => true, () => true), new Promise<boolean>((resolve) => setImmediate(() => resolve(false)))])

/**
 * The workspace of one authenticated socket. Each handler validates its payload, acts only on the socket's
 * own user's workspace, saves before it answers, and answers through the ack (plus events the protocol
 * names). Errors are localised; a failure never changes the saved files.
 */
export function workspaceSocket(socket: Socket, user: User, deps: JudgeDeps, options: { sleepAfterMs?: number } = {}): WorkspaceSocket {
  const store = new WorkspaceStore(deps.payload)
  const userRoom = `user:${user.id}`
  void socket.join(userRoom)
  const toUser = () => socket.nsp.to(userRoom)
  // One event at a time per socket, so two quick edits are saved in the order they were typed. What waits is
  // bounded (SOCKET_QUOTAS): a flood of events is refused instead of held in memory.
  let queue: Promise<unknown> = Promise.resolve()
  let queuedEvents = 0
  let queuedBytes = 0

  // A workspace left alone (no event, no alive notice) is told its process sleeps; any event wakes it.
  let sleepTimer: NodeJS.Timeout | undefined
  const stayAwake = () => {
    clearTimeout(sleepTimer)
    sleepTimer = setTimeout(() => socket.emit(SERVER_EVENTS.processSleeping, { at: Date.now() }), options.sleepAfterMs ?? SLEEP_AFTER_MS)
  }
  stayAwake()
  socket.on('disconnect', () => clearTimeout(sleepTimer))

  const on = <E extends ClientEvent>(event: E, handle: Handler<E>) => {
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
        else arrival.stopped = runsInFlight.stop(user.id, pageId)
      }
      const handleInTurn = async () => {
        const parsed = CLIENT_EVENTS[event].safeParse(raw)
        if (!parsed.success) {
          const error = message('socket.invalidRequest')
          socket.emit(SERVER_EVENTS.error, { event, error, code: 'invalid' })
          return reply({ ok: false, error, code: 'invalid' })
        }
        try {
          reply({ ok: true, ...((await handle(parsed.data as ClientPayload<E>, arrival)) as Record<string, unknown>) })
        } catch (error) {
          if (isDatabaseUnavailable(error)) {
            // Nothing was saved or judged; the workspace keeps the edit and sends it again (docs/workspace.md "Saving").
            const unavailable = message('socket.databaseUnavailable')
            socket.emit(SERVER_EVENTS.error, { event, error: unavailable, code: 'unavailable' })
            return reply({ ok: false, error: unavailable, code: 'unavailable' })
          }
          const known = error instanceof WorkspaceError || error instanceof FileRuleError
          const localized = error instanceof WorkspaceError ? error.localized : error instanceof FileRuleError ? message(`files.${error.key}`, error.values) : message('judge.judgeError')
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

  // A blackout locks the editor and covers the workspace: flashed for work already done, it drops a key typed
  // in that moment and makes a screen reader announce it for nothing (docs/workspace.md "Real-time socket").
  const blackoutUnlessSettled = async <T>(kind: BlackoutKind, pending: Promise<T>): Promise<T> =>
    (await isSettled(pending)) ? pending : blackout(kind, () => pending)

  return { socket, user, deps, store, owner: learnerOwner(user.id), toUser, userRoom, on, blackout, blackoutUnlessSettled }
}
