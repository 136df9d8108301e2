import { randomUUID } from 'node:crypto'
import { getFieldsToSign, jwtSign, type CollectionAfterLogoutHook, type Payload, type PayloadRequest } from 'payload'
import { removeExpiredSessions } from 'payload/shared'
import type { User } from '../../payload-types'
import { sessionEnded } from './sessionEvents'

/**
 * Server-side sessions (docs/sessions.md): every session token names a row of the user's `sessions`
 * (Payload's `auth.useSessions`, table users_sessions) by its `sid`, and Payload's JWT strategy refuses a
 * token whose row is gone. Ending a session is deleting its row; these helpers write only that array, so
 * they never put back an older copy of the rest of the account.
 */
type Session = NonNullable<User['sessions']>[number]

async function sessionsOf(payload: Payload, userId: User['id']): Promise<Session[]> {
  const row = (await payload.db.findOne({ collection: 'users', where: { id: { equals: userId } }, select: { sessions: true } })) as Pick<User, 'sessions'> | null
  return removeExpiredSessions((row?.sessions ?? []) as Parameters<typeof removeExpiredSessions>[0]) as Session[]
}

const writeSessions = (payload: Payload, userId: User['id'], sessions: Session[]) =>
  payload.db.updateOne({ collection: 'users', id: userId, data: { sessions }, returning: false })

/** A new session for a user whose sign-in is complete (password and, when on, the second factor): its token. */
export async function startSession(req: PayloadRequest, user: User): Promise<string> {
  const collectionConfig = req.payload.collections.users.config
  const sid = randomUUID()
  const now = new Date()
  const session: Session = { id: sid, createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + collectionConfig.auth.tokenExpiration * 1000).toISOString() }
  await writeSessions(req.payload, user.id, [...(await sessionsOf(req.payload, user.id)), session])
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: user.email, sid, user: { ...user, collection: 'users' } })
  const { token } = await jwtSign({ fieldsToSign, secret: req.payload.secret, tokenExpiration: collectionConfig.auth.tokenExpiration })
  return token
}

/** Ends one session (sign-out): its token stops authenticating at once, and its open sockets are closed. */
export async function endSession(payload: Payload, userId: User['id'], sid: string) {
  await writeSessions(payload, userId, (await sessionsOf(payload, userId)).filter((s) => s.id !== sid))
  sessionEnded({ userId, sid })
}

/** Ends every session of the account (password change or reset, account deletion). */
export async function endAllSessions(payload: Payload, userId: User['id']) {
  await writeSessions(payload, userId, [])
  sessionEnded({ userId })
}

/** Whether the session a token named is still open (the socket asks this on every event). */
export const isSessionOpen = (sessions: User['sessions'], sid: string | undefined) =>
  Boolean(sid && (sessions ?? []).some((s) => s.id === sid && Date.parse(s.expiresAt) > Date.now()))

/** The sid of the session the request authenticated with (Payload's JWT strategy puts it on the user). */
export const sessionIdOf = (user: unknown): string | undefined => (user as { _sid?: string } | null)?._sid

/** Payload's own /api/users/logout deletes the session's row itself; this closes its sockets too. */
export const closeSocketsOnLogout: CollectionAfterLogoutHook = ({ req }) => {
  const sid = sessionIdOf(req.user)
  if (req.user && sid) sessionEnded({ userId: req.user.id, sid })
}
