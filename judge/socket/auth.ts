import type { Payload } from 'payload'
import type { Socket } from 'socket.io'
import type { User } from '@cms/payload-types'
import { isCrossOrigin } from '@cms/api/conventions/csrf'

/** The handshake's headers as a fetch Headers object (what Payload's auth and the Origin rule read). */
function handshakeHeaders(socket: Socket): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(socket.handshake.headers)) if (typeof value === 'string') headers.set(name, value)
  return headers
}

/**
 * Whether the handshake comes from another site's page (docs/sessions.md "Sockets"): a browser always sends
 * Origin with a WebSocket, so a foreign one is refused whatever authenticates it; non-browser clients send
 * none and authenticate with `Authorization: JWT …` (or the cookie they hold).
 */
export const fromAnotherSite = (socket: Socket) => isCrossOrigin(handshakeHeaders(socket))

/**
 * Authenticates a socket with the learner's Payload session (the payload-token cookie the site and the
 * admin already use, or an `Authorization: JWT …` header for non-browser clients). The user carries the
 * session's id (`_sid`), which every later event checks (sessionCheck.ts).
 */
export async function authenticate(payload: Payload, socket: Socket): Promise<User | null> {
  const headers = new Headers()
  const { cookie, authorization } = socket.handshake.headers
  // The Origin was checked (fromAnotherSite): Payload may take the cookie even when PUBLIC_URL sets its csrf list.
  if (cookie) headers.set('cookie', cookie)
  if (cookie) headers.set('sec-fetch-site', 'same-origin')
  if (authorization) headers.set('authorization', authorization)
  const { user } = await payload.auth({ headers })
  return (user as User | null) ?? null
}
