import { atom } from 'nanostores'
import { io, type Socket } from 'socket.io-client'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import type { Localized } from '@domain/i18n/messages'
import type { ClientAnswer, ClientEvent, ClientInput } from '@domain/socket/events'
import type { ServerEvent, ServerPayloads } from '@domain/socket/serverEvents'

/** The socket's state as the learner is told it (docs/workspace.md "Messages"). */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'failed'

/** An answer the server refused, with its localised reason and code (forbidden, locked, invalid…). */
export class RefusedError extends Error {
  constructor(readonly localized: Localized, readonly code: string) {
    super(localized.en)
  }
}

type Ack = { ok: true; [key: string]: unknown } | { ok: false; error: Localized; code: string }

/** Judging can take a while on a cold runtime; anything else answers in well under a second. */
const ACK_TIMEOUT_MS = 60_000

/**
 * The workspace's socket (websocket only, 5 s timeout, 4 reconnect attempts at most 3 s apart). The server
 * authenticates it with the session cookie, so it carries no credentials of its own.
 */
export class WorkspaceConnection {
  readonly state = atom<ConnectionState>('connecting')
  readonly socket: Socket

  constructor() {
    this.socket = io({ ...SOCKET_CLIENT_OPTIONS, autoConnect: false })
    this.socket.on('connect', () => this.state.set('connected'))
    this.socket.on('disconnect', () => this.state.set('reconnecting'))
    this.socket.io.on('reconnect_failed', () => this.state.set('failed'))
    // The first connection is retried like a reconnection; after the last attempt the learner must reload.
    this.socket.on('connect_error', () => {
      if (!this.socket.active) this.state.set('failed')
    })
  }

  connect() {
    this.socket.connect()
  }

  get connected() {
    return this.socket.connected
  }

  /** Listens to a server event of the protocol (domain/socket/serverEvents.ts). */
  on<E extends ServerEvent>(event: E, listener: (payload: ServerPayloads[E]) => void) {
    this.socket.on(event as string, listener as (...args: unknown[]) => void)
  }

  /** Stops listening (a listener given to `on`). */
  off<E extends ServerEvent>(event: E, listener: (payload: ServerPayloads[E]) => void) {
    this.socket.off(event as string, listener as (...args: unknown[]) => void)
  }

  /** Sends a client event of the protocol and resolves with its answer, or rejects with RefusedError (or a timeout error). */
  async ask<E extends ClientEvent>(event: E, payload: ClientInput<E>): Promise<ClientAnswer<E>> {
    const answer = (await this.socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as Ack
    if (!answer.ok) throw new RefusedError(answer.error, answer.code)
    return answer as unknown as ClientAnswer<E>
  }

  close() {
    this.socket.close()
  }
}
