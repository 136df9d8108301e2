import { localized, type Localized } from '@domain/i18n/messages'

/**
 * Per-learner limits of the workspace socket (docs/judge-sandbox.md "Fairness and quotas"), so that one
 * learner's tabs and scripts cannot starve everyone else of the server.
 */
export const SOCKET_QUOTAS = {
  /** Open workspace sockets per learner on one server process (tabs, devices). */
  socketsPerLearner: 8,
  /** Events one socket may have waiting for their turn; more are refused, not buffered. */
  queuedEvents: 32,
  /** Bytes of payload one socket may have waiting (each payload is at most 1 MB already). */
  queuedBytes: 2 * 1024 * 1024,
} as const

export const QUOTA_MESSAGES = {
  tooManySockets: localized('socket.tooManySockets'),
  busy: localized('socket.busy'),
} satisfies Record<string, Localized>

/** Counts each learner's open sockets on this process. */
export class SocketsPerLearner {
  private readonly open = new Map<string, number>()

  /** Takes a place for a new socket; false when the learner already has the most allowed. */
  enter(userId: number | string): boolean {
    const key = String(userId)
    const count = this.open.get(key) ?? 0
    if (count >= SOCKET_QUOTAS.socketsPerLearner) return false
    this.open.set(key, count + 1)
    return true
  }

  leave(userId: number | string) {
    const key = String(userId)
    const count = (this.open.get(key) ?? 1) - 1
    if (count > 0) this.open.set(key, count)
    else this.open.delete(key)
  }
}

/** Rough size of a socket payload (it arrived as JSON; strings dominate). */
export function payloadBytes(payload: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(payload) ?? '')
  } catch {
    return SOCKET_QUOTAS.queuedBytes
  }
}
