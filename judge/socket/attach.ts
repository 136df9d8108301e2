import type { Server as HttpServer } from 'node:http'
import { Server } from 'socket.io'
import { SOCKET_PATH } from './options'

export interface JudgeHealth {
  ok: true
  service: 'judge'
  uptimeSeconds: number
}

/**
 * Mounts the judge's socket.io endpoint on the platform's HTTP server (websocket transport only).
 * For now it answers `health`; the workspace events arrive with the judge issue.
 */
export function attachJudgeSocket(httpServer: HttpServer): Server {
  const startedAt = Date.now()
  const io = new Server(httpServer, { path: SOCKET_PATH, transports: ['websocket'], serveClient: false })
  io.on('connection', (socket) => {
    socket.on('health', (ack?: (health: JudgeHealth) => void) => {
      if (typeof ack !== 'function') return
      ack({ ok: true, service: 'judge', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) })
    })
  })
  return io
}
