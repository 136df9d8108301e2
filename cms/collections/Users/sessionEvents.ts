import { EventEmitter } from 'node:events'

/**
 * "A session ended" news for the judge socket in the same process, so a signed-out browser's open sockets
 * close at once (docs/sessions.md). The CMS runs inside Next's bundle and the socket in the server's own
 * module graph: one emitter under a global symbol is shared by both. Sockets on other servers learn it
 * from their own per-event session check.
 */
export interface EndedSession {
  userId: number | string
  /** The one session that ended; absent when all of the account's sessions ended. */
  sid?: string
}

const KEY = Symbol.for('open-learn.sessionEvents')
const globals = globalThis as typeof globalThis & { [KEY]?: EventEmitter }
const emitter = (globals[KEY] ??= new EventEmitter().setMaxListeners(0))

export const sessionEnded = (ended: EndedSession) => emitter.emit('ended', ended)

/** Calls `listener` for every ended session; returns the unsubscribe function. */
export function onSessionEnded(listener: (ended: EndedSession) => void): () => void {
  emitter.on('ended', listener)
  return () => emitter.off('ended', listener)
}
