import type { Server as HttpServer } from 'node:http'
import { createAdapter } from '@socket.io/redis-adapter'
import { Server } from 'socket.io'
import { redisConnection } from '../queue/redis'
import type { User } from '@cms/payload-types'
import { authenticate } from './auth'
import { QUOTA_MESSAGES, SocketsPerLearner } from './learnerQuotas'
import { guardSessions } from './sessionCheck'
import { SOCKET_PATH } from '@domain/socket/options'
import { localized } from '@domain/i18n/messages'
import { workspaceSocket, type JudgeDeps } from './handlers/context'
import { registerFileHandlers } from './handlers/files'
import { registerFormatHandler } from './handlers/format'
import { registerImageTargetHandler } from './handlers/imageTarget'
import { registerRunHandlers } from './handlers/run'
import { registerSolutionHandlers } from './handlers/solutions'
import { registerSubmitHandler } from './handlers/submit'
import { registerTerminalHandlers } from './handlers/terminal'
import { TerminalSessions } from '../terminal/terminalSessions'

export type { JudgeDeps }

export interface JudgeHealth {
  ok: true
  service: 'judge'
  uptimeSeconds: number
}

/**
 * Mounts the judge's socket.io endpoint on the platform's HTTP server (websocket transport only). Anyone may
 * ask for `health`; the workspace events need a signed-in learner and only ever touch that learner's files.
 */
export function attachJudgeSocket(httpServer: HttpServer, given: JudgeDeps & { redisUrl?: string; sleepAfterMs?: number }): Server {
  const startedAt = Date.now()
  // Terminals live in the process that holds the learner's socket (docs/terminal.md "Sessions").
  const deps = { ...given, terminals: given.terminals ?? new TerminalSessions() }
  if (!given.terminals) httpServer.once('close', () => void deps.terminals.closeAll())
  const io = new Server(httpServer, { path: SOCKET_PATH, transports: ['websocket'], serveClient: false, maxHttpBufferSize: 1e6 })
  if (deps.redisUrl) {
    // Several platform servers share rooms and broadcasts through Redis.
    const pub = redisConnection(deps.redisUrl)
    const sub = pub.duplicate()
    io.adapter(createAdapter(pub, sub))
    httpServer.once('close', () => {
      pub.disconnect()
      sub.disconnect()
    })
  }
  guardSessions(io, httpServer, deps.payload)
  io.use(async (socket, next) => {
    try {
      socket.data.user = await authenticate(deps.payload, socket)
      next()
    } catch (error) {
      next(error as Error)
    }
  })
  const sockets = new SocketsPerLearner()
  io.on('connection', (socket) => {
    socket.on('health', (ack?: (health: JudgeHealth) => void) => {
      if (typeof ack !== 'function') return
      ack({ ok: true, service: 'judge', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) })
    })
    socket.on('ping:workspace', (ack?: (answer: { pong: number }) => void) => typeof ack === 'function' && ack({ pong: Date.now() }))
    const user = socket.data.user as User | null
    if (!user) return void socket.emit('workspace:error', { error: localized('socket.signInRequired'), code: 'unauthenticated' })
    if (!sockets.enter(user.id)) {
      socket.emit('workspace:error', { error: QUOTA_MESSAGES.tooManySockets, code: 'too_many_sockets' })
      return void socket.disconnect(true)
    }
    socket.once('disconnect', () => sockets.leave(user.id))
    const workspace = workspaceSocket(socket, user, deps, { sleepAfterMs: deps.sleepAfterMs })
    registerFileHandlers(workspace)
    registerRunHandlers(workspace)
    registerFormatHandler(workspace)
    registerSubmitHandler(workspace)
    registerSolutionHandlers(workspace)
    registerImageTargetHandler(workspace)
    registerTerminalHandlers(workspace)
  })
  return io
}
