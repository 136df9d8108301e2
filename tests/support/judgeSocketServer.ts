import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import type { Server } from 'socket.io'
import { io as connect, type Socket as ClientSocket } from 'socket.io-client'
import type { User } from '@cms/payload-types'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { attachJudgeSocket, type JudgeDeps } from '@judge/socket/attach'

export interface JudgeSocketServer {
  url: string
  io: Server
  http: http.Server
  /** Closes socket.io and the HTTP server under it. */
  close(): Promise<void>
}

/** An HTTP server on a free loopback port with the judge's socket attached (and `handler` for other requests). */
export async function listenJudgeSocket(deps: JudgeDeps, handler?: http.RequestListener): Promise<JudgeSocketServer> {
  const server = http.createServer(handler)
  const io = attachJudgeSocket(server, deps)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    io,
    http: server,
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  }
}

/** A user's session token, as signing in gives it (the fixtures' password). */
export const sessionToken = async (payload: Payload, user: User) =>
  (await payload.login({ collection: 'users', data: { email: user.email, password: 'password123' } })).token!

/** A workspace socket connected with a session token (none: anonymous), added to `sockets` for closing. */
export async function connectWorkspace(url: string, token: string | null, sockets: ClientSocket[]): Promise<ClientSocket> {
  const socket = connect(url, { ...SOCKET_CLIENT_OPTIONS, extraHeaders: token ? { Authorization: `JWT ${token}` } : {} })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return socket
}
