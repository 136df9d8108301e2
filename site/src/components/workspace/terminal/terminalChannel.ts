import { atom } from 'nanostores'
import type { Locale } from '@domain/i18n/locales'
import { localized, t, type Localized } from '../messages'
import { SERVER_EVENTS, type ServerPayloads } from '@domain/socket/serverEvents'
import { RefusedError, type WorkspaceConnection } from '../connection'
import { InputSender } from './terminalInput'

export type TerminalSize = { cols: number; rows: number }

/**
 * Where the page's shell is: `waiting` for the terminal pane to be shown (its size is needed to open the shell),
 * `opening`, `open`, `offline` (the socket is gone; it reopens when the socket is back), or `closed` with the
 * server's reason (idle, opened elsewhere, ended, or the open was refused), until the learner reopens it.
 */
export type TerminalStatus = { kind: 'waiting' | 'opening' | 'open' | 'offline' } | { kind: 'closed'; reason: Localized; code: string }

/** What the channel asks of the terminal on screen (terminalView.ts). */
export interface TerminalScreen {
  write(data: string): void
  clear(): void
  size(): TerminalSize
}

/** Output kept while no screen is attached yet (the pane is still loading xterm). */
const MAX_BUFFERED_CHARS = 256 * 1024

/**
 * The terminal of a terminal page on the socket (docs/workspace.md "Terminal pages", events in
 * domain/socket/events.ts): opens the learner's shell, sends their keys and the terminal's size, shows what the
 * shell prints, reopens it after a reconnection and closes it when the page is left.
 */
export class TerminalChannel {
  readonly status = atom<TerminalStatus>({ kind: 'waiting' })
  /** The shell's current directory as the learner sees it (`~/notes`), null until the shell has opened. */
  readonly cwd = atom<string | null>(null)
  /** The commands the page permits, shown to the learner above the terminal. */
  readonly permitted = atom<string[]>([])
  private readonly input = new InputSender((data) => this.send(data))
  private screen: TerminalScreen | null = null
  private buffered = ''
  /** The shell was opened once on this page: a later open after a reconnection says so in the terminal. */
  private opened = false
  /** Each open or reset: an answer to an older one is ignored. */
  private attempt = 0
  /** The size the shell was last told (`80x24`). */
  private sentSize = ''

  constructor(
    private readonly connection: WorkspaceConnection,
    private readonly pageId: number | string,
    private readonly locale: Locale,
    private readonly announce: (message: Localized) => void,
  ) {}

  private readonly mine = (payload: { pageId: number | string }) => String(payload.pageId) === String(this.pageId)

  private readonly onOutput = (payload: ServerPayloads['terminal:output']) => {
    if (this.mine(payload)) this.show(payload.data)
  }

  private readonly onDirectory = (payload: ServerPayloads['terminal:directory']) => {
    if (this.mine(payload)) this.cwd.set(payload.cwd)
  }

  private readonly onClosed = (payload: ServerPayloads['terminal:closed']) => {
    if (!this.mine(payload)) return
    this.attempt += 1
    this.input.drop()
    this.status.set({ kind: 'closed', reason: payload.reason, code: payload.code })
    this.announce(payload.reason)
  }

  /**
   * Opens the shell again after the socket came back or the page was shown again (it was closed with the old
   * socket, or when the page was hidden). The new shell starts in the same home and replays nothing, so the
   * terminal says where the old output ends.
   */
  readonly reopen = () => {
    if (this.status.get().kind !== 'offline' || !this.screen || !this.connection.connected) return
    if (this.opened) {
      this.show(`\r\n\x1b[2m${t(this.locale, 'ws.terminal.reconnectedLine')}\x1b[22m\r\n`)
      this.announce(localized('ws.terminal.reconnected'))
    }
    void this.open()
  }

  private readonly onDisconnect = () => {
    const kind = this.status.get().kind
    if (kind === 'open' || kind === 'opening') {
      this.attempt += 1
      this.input.drop()
      this.status.set({ kind: 'offline' })
    }
  }

  /** Listens to the socket for the workspace's lifetime; the answer stops listening. */
  listen(): () => void {
    const { connection } = this
    connection.on(SERVER_EVENTS.terminalOutput, this.onOutput)
    connection.on(SERVER_EVENTS.directoryChanged, this.onDirectory)
    connection.on(SERVER_EVENTS.terminalClosed, this.onClosed)
    connection.socket.on('connect', this.reopen)
    connection.socket.on('disconnect', this.onDisconnect)
    return () => {
      connection.off(SERVER_EVENTS.terminalOutput, this.onOutput)
      connection.off(SERVER_EVENTS.directoryChanged, this.onDirectory)
      connection.off(SERVER_EVENTS.terminalClosed, this.onClosed)
      connection.socket.off('connect', this.reopen)
      connection.socket.off('disconnect', this.onDisconnect)
    }
  }

  /** The terminal on screen is ready: what came before is written to it, and the shell opens at its size. */
  attach(screen: TerminalScreen) {
    this.screen = screen
    if (this.buffered) screen.write(this.buffered)
    this.buffered = ''
    const kind = this.status.get().kind
    if (kind === 'waiting' || kind === 'offline') void this.open()
  }

  /** Opens the shell (first time, after a reconnection, or the learner's "Reopen terminal"). */
  async open() {
    if (!this.screen) return
    if (!this.connection.connected) return this.status.set({ kind: 'offline' })
    const attempt = ++this.attempt
    this.status.set({ kind: 'opening' })
    try {
      const { cols, rows } = this.screen.size()
      const answer = await this.connection.ask('terminal:open', { pageId: this.pageId, cols, rows, locale: this.locale })
      if (attempt !== this.attempt) return
      this.opened = true
      this.sentSize = `${cols}x${rows}`
      this.cwd.set(answer.cwd)
      this.permitted.set(answer.permitted)
      this.status.set({ kind: 'open' })
      // The pane may have changed size while the shell was starting.
      this.resize(this.screen.size())
    } catch (error) {
      if (attempt !== this.attempt) return
      if (!this.connection.connected) return this.status.set({ kind: 'offline' })
      const reason = error instanceof RefusedError ? error.localized : localized('ws.alert.offline')
      this.status.set({ kind: 'closed', reason, code: error instanceof RefusedError ? error.code : 'offline' })
      this.announce(reason)
    }
  }

  /** Keys the learner typed (or pasted), on their way to the shell. */
  write(data: string) {
    if (this.status.get().kind === 'open') this.input.write(data)
  }

  private async send(data: string) {
    if (this.status.get().kind !== 'open' || !this.connection.connected) return
    await this.connection.ask('terminal:write', { pageId: this.pageId, data })
  }

  /** The terminal's new size (already debounced by the view); sent when the shell has it wrong. */
  resize(size: TerminalSize, force = false) {
    const key = `${size.cols}x${size.rows}`
    if (this.status.get().kind !== 'open' || (!force && key === this.sentSize)) return
    this.sentSize = key
    void this.connection.ask('terminal:resize', { pageId: this.pageId, ...size }).catch(() => undefined)
  }

  /**
   * Puts the page's home back to its starting state; the server restarts the shell in it (open again if it was
   * closed). The screen is cleared before asking: the new shell's first prompt arrives before the answer.
   */
  async reset() {
    const attempt = ++this.attempt
    this.input.drop()
    this.screen?.clear()
    let cwd: string
    try {
      cwd = (await this.connection.ask('terminal:reset', { pageId: this.pageId, locale: this.locale })).cwd
    } catch (error) {
      // The old shell may be gone already: say why in the terminal, with its Reopen button.
      if (attempt === this.attempt && error instanceof RefusedError) this.status.set({ kind: 'closed', reason: error.localized, code: error.code })
      throw error
    }
    if (attempt !== this.attempt) return
    this.opened = true
    this.cwd.set(cwd)
    this.status.set({ kind: 'open' })
    // A shell restarted while none was open starts at the server's default size, not this terminal's.
    if (this.screen) this.resize(this.screen.size(), true)
    this.announce(localized('terminal.resetDone'))
  }

  /**
   * Closes the shell when the page is left or hidden (the socket leaving closes it on the server anyway). A page
   * shown again from the browser's history reopens it (`reopen`).
   */
  close() {
    const kind = this.status.get().kind
    this.attempt += 1
    this.input.drop()
    if (kind === 'open' || kind === 'opening') this.status.set({ kind: 'offline' })
    if ((kind === 'open' || kind === 'opening') && this.connection.connected) void this.connection.ask('terminal:close', { pageId: this.pageId }).catch(() => undefined)
  }

  /** The screen is gone (the pane unmounted); output waits for the next one. */
  detach() {
    this.screen = null
  }

  private show(data: string) {
    if (this.screen) return this.screen.write(data)
    this.buffered = (this.buffered + data).slice(-MAX_BUFFERED_CHARS)
  }
}
