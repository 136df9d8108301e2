import type { Payload } from 'payload'
import type { Socket } from 'socket.io'
import type { User } from '../../cms/payload-types'

/**
 * Authenticates a socket with the learner's Payload session (the payload-token cookie the site and the
 * admin already use, or an `Authorization: JWT …` header for non-browser clients).
 */
export async function authenticate(payload: Payload, socket: Socket): Promise<User | null> {
  const headers = new Headers()
  const { cookie, authorization } = socket.handshake.headers
  if (cookie) headers.set('cookie', cookie)
  if (authorization) headers.set('authorization', authorization)
  const { user } = await payload.auth({ headers })
  return (user as User | null) ?? null
}
