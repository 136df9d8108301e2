import type { Server as HttpServer } from 'node:http'
import type { Payload } from 'payload'
import type { Server, Socket } from 'socket.io'
import type { User } from '@cms/payload-types'
import { isSessionOpen, sessionIdOf } from '@cms/collections/Users/sessions'
import { onSessionEnded } from '@cms/collections/Users/sessionEvents'
import { fromAnotherSite } from './auth'
import { SERVER_EVENTS } from '@domain/socket/events'
import { localized } from '@domain/i18n/messages'
import { entitlementsAt, readAccountPlanInputs } from '@cms/plans/attachAccountPlan'
import { accountReadCache } from '@cms/auth/accountReadCache'
import { isDatabaseUnavailable } from '@cms/api/conventions/databaseUnavailable'

/**
 * A socket holds its learner's session, not a copy of it (docs/sessions.md "Sockets"): every workspace event
 * first reads the account as it is now (roles and sessions, its subscriptions and its teams', through the session
 * read cache, which every write to them clears, so a revoked plan or an ended session counts from the next event on)
 * and a socket whose session ended is closed.
 */
const UNCHECKED_EVENTS = new Set(['health', 'ping:workspace'])
const ENDED = { error: localized('socket.sessionEnded'), code: 'session_ended' }
const UNAVAILABLE = { error: localized('socket.databaseUnavailable'), code: 'unavailable' }

const sessionRoom = (sid: string) => `session:${sid}`
const accountRoom = (userId: number | string) => `account:${userId}`

type Account = Pick<User, 'roles' | 'sessions'>
async function readAccount(payload: Payload, id: User['id']) {
  const cached = await accountReadCache().read(id, 'socket', async () => {
    const select = { roles: true, sessions: true } as const
    const account = (await payload.db.findOne({ collection: 'users', where: { id: { equals: id } }, select })) as Account | null
    return account && { account, inputs: await readAccountPlanInputs(payload, id) }
  })
  if (!cached) return null
  // What the plan opens now, from the subscriptions as they are, the teams' included (docs/plans.md "Entitlement").
  return { roles: cached.account.roles, sessions: cached.account.sessions, entitlements: entitlementsAt(cached.inputs, new Date()) }
}

/**
 * Checks the session before each event of a signed-in socket and refreshes `user` in place (the workspace
 * handlers hold that object), so entitlement checks see the plan as it is now. Events keep their order.
 */
export function checkSessionOnEveryEvent(socket: Socket, user: User, payload: Payload) {
  const sid = sessionIdOf(user)
  if (sid) void socket.join(sessionRoom(sid))
  void socket.join(accountRoom(user.id))
  let chain: Promise<void> = Promise.resolve()
  socket.use((packet, next) => {
    if (UNCHECKED_EVENTS.has(String(packet[0]))) return next()
    chain = chain.then(async () => {
      const ack = packet[packet.length - 1]
      const read = await readAccount(payload, user.id).then(
        (account) => ({ account }),
        (error: unknown) => ({ error }),
      )
      if ('error' in read) {
        // The database out of reach is not a signed-out session: this event is refused, the socket stays.
        const refusal = isDatabaseUnavailable(read.error) ? UNAVAILABLE : { error: localized('judge.judgeError'), code: 'internal' }
        if (typeof ack === 'function') ack({ ok: false, ...refusal })
        return
      }
      const { account } = read
      if (account && isSessionOpen(account.sessions, sid)) {
        Object.assign(user, { roles: account.roles, entitlements: account.entitlements })
        return next()
      }
      if (typeof ack === 'function') ack({ ok: false, ...ENDED })
      socket.emit(SERVER_EVENTS.error, ENDED)
      socket.disconnect(true)
    })
  })
}

/**
 * The server's side of the session rules, called before the socket's own middleware and connection handler:
 * a handshake from another site's page is refused (cross-site WebSocket hijacking: a browser always sends
 * Origin); a signed-in socket checks its session on every event (its connection listener runs before the
 * workspace handlers are registered); and the open sockets of every session that ends in this process
 * (sign-out, password change, reset, deletion) are closed, on every server through the adapter.
 */
export function guardSessions(io: Server, httpServer: HttpServer, payload: Payload) {
  io.use((socket, next) => (fromAnotherSite(socket) ? next(new Error('forbidden origin')) : next()))
  io.on('connection', (socket) => {
    const user = socket.data.user as User | null
    if (user) checkSessionOnEveryEvent(socket, user, payload)
  })
  const stop = onSessionEnded(({ userId, sid }) => {
    const room = sid ? sessionRoom(sid) : accountRoom(userId)
    io.to(room).emit(SERVER_EVENTS.error, ENDED)
    io.in(room).disconnectSockets(true)
  })
  httpServer.once('close', stop)
}
