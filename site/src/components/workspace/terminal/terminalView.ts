import { atom } from 'nanostores'
import type { ITheme, Terminal } from '@xterm/xterm'
import type { FitAddon } from '@xterm/addon-fit'
import { localized, type Localized } from '../messages'
import { copyToClipboard, readClipboard } from './clipboard'
import { loadXterm } from './loadXterm'
import type { TerminalChannel, TerminalScreen, TerminalSize } from './terminalChannel'
import { afterEscapeNext, terminalKeyAction } from './terminalKeys'

/** The shell hears of a new size only once the pane has stopped changing for this long (a window being dragged). */
const RESIZE_SETTLE_MS = 150

/**
 * Smaller than this, the pane is squeezed for a moment (the layout on its way from side by side to tabs) rather
 * than really this small: the terminal keeps its size, so the shell's output is not rewrapped to a sliver.
 */
const MIN_FIT = { cols: 20, rows: 4 }

/** The protocol's bounds for a terminal's size (domain/socket/events.ts). */
const clampSize = ({ cols, rows }: TerminalSize): TerminalSize => ({ cols: Math.min(500, Math.max(2, cols)), rows: Math.min(200, Math.max(1, rows)) })

export interface TerminalViewOptions {
  theme: ITheme
  fontSize: number
  /** xterm's own texts in the learner's language. */
  strings: { promptLabel: string; tooMuchOutput: string }
  /** The workspace's announcer (a polite live region). */
  announce: (message: Localized) => void
}

/**
 * The terminal on screen (docs/workspace.md "Terminal pages"): an xterm.js loaded on first mount, kept with its
 * output for the workspace's lifetime and moved between the pane's hosts (the layout switching between side by
 * side and tabs mounts the pane anew), fitted to its pane, with the spec's copy and paste keys and Esc then Tab as
 * the keyboard's way out.
 */
export class TerminalView implements TerminalScreen {
  /** xterm is on screen (until then the pane says it is loading). */
  readonly ready = atom(false)
  /** xterm could not be downloaded (the pane says so; mounting it again tries again). */
  readonly failed = atom(false)
  /** What copy and paste said, shown under the terminal for a moment (the announcer reads it out). */
  readonly notice = atom<{ message: Localized; at: number } | null>(null)
  private terminal: Terminal | null = null
  private fit: FitAddon | null = null
  private element: HTMLDivElement | null = null
  private host: HTMLElement | null = null
  private observer: ResizeObserver | null = null
  private loading = false
  private disposed = false
  private opened = false
  private afterEscape = false
  private fitFrame = 0
  private settleTimer: ReturnType<typeof setTimeout> | undefined
  private unsubscribe: () => void = () => undefined
  private describedBy = ''

  constructor(
    private readonly channel: TerminalChannel,
    private readonly options: TerminalViewOptions,
  ) {}

  /** Shows the terminal in `host`; `describedBy` names the element telling how to leave it. */
  mount(host: HTMLElement, describedBy: string) {
    this.element ??= Object.assign(document.createElement('div'), { className: 'ws-terminal-xterm' })
    this.host = host
    this.describedBy = describedBy
    host.append(this.element)
    this.observer = new ResizeObserver(this.sizeChanged)
    this.observer.observe(host)
    window.addEventListener('resize', this.sizeChanged)
    if (this.terminal) this.sizeChanged()
    else void this.load()
  }

  unmount() {
    this.observer?.disconnect()
    this.observer = null
    window.removeEventListener('resize', this.sizeChanged)
    cancelAnimationFrame(this.fitFrame)
    this.element?.remove()
    this.host = null
  }

  dispose() {
    this.disposed = true
    this.unmount()
    clearTimeout(this.settleTimer)
    this.unsubscribe()
    this.channel.detach()
    this.terminal?.dispose()
    this.terminal = null
  }

  private async load() {
    if (this.loading) return
    this.loading = true
    this.failed.set(false)
    let setup: Awaited<ReturnType<typeof loadXterm>>
    try {
      setup = await loadXterm()
    } catch {
      this.loading = false
      return this.failed.set(true)
    }
    if (this.disposed) return
    const { createXterm } = setup
    const { terminal, fit } = createXterm(this.options)
    terminal.onData((data) => this.channel.write(data))
    terminal.onResize(() => {
      clearTimeout(this.settleTimer)
      this.settleTimer = setTimeout(() => this.channel.resize(this.size()), RESIZE_SETTLE_MS)
    })
    terminal.attachCustomKeyEventHandler(this.onKey)
    // Keys go to the shell only while it is open; typed at a closed or starting terminal they would be lost anyway.
    this.unsubscribe = this.channel.status.subscribe((status) => {
      terminal.options.disableStdin = status.kind !== 'open'
    })
    this.terminal = terminal
    this.fit = fit
    this.sizeChanged()
  }

  /** xterm measures its cells when it opens, so it opens once its pane is shown (a hidden tab has no size). */
  private readonly sizeChanged = () => {
    const { terminal, element, host } = this
    if (!terminal || !element || !host || host.clientWidth === 0 || host.clientHeight === 0) return
    if (!this.opened) {
      this.opened = true
      terminal.open(element)
      terminal.textarea?.setAttribute('aria-describedby', this.describedBy)
      this.fitToPane()
      this.ready.set(true)
      this.channel.attach(this)
      return
    }
    terminal.textarea?.setAttribute('aria-describedby', this.describedBy)
    cancelAnimationFrame(this.fitFrame)
    this.fitFrame = requestAnimationFrame(() => this.fitToPane())
  }

  private fitToPane() {
    const proposed = this.fit?.proposeDimensions()
    if (proposed && proposed.cols >= MIN_FIT.cols && proposed.rows >= MIN_FIT.rows) this.fit?.fit()
  }

  private readonly onKey = (event: KeyboardEvent): boolean => {
    const action = terminalKeyAction(event, this.afterEscape)
    this.afterEscape = afterEscapeNext(event, this.afterEscape)
    if (action === 'terminal') return true
    // Tab after Esc is left to the browser, which moves the focus on; the others must not reach the browser either
    // (its own paste would type the clipboard in a second time).
    if (action !== 'leave') event.preventDefault()
    if (event.type === 'keydown' && action === 'copy') void this.copy()
    if (event.type === 'keydown' && action === 'paste') void this.paste()
    return false
  }

  /** Copies the terminal's selection (Ctrl+Shift+C, or the Copy button). */
  async copy() {
    const text = this.terminal?.getSelection() ?? ''
    if (!text) return this.tell(localized('ws.terminal.nothingSelected'))
    this.tell(localized((await copyToClipboard(text)) ? 'ws.terminal.copied' : 'ws.terminal.copyFailed'))
  }

  /** Types the clipboard's text into the terminal (Ctrl+Shift+V, or the Paste button). */
  async paste() {
    const text = await readClipboard()
    if (text === null) return this.tell(localized('ws.terminal.pasteFailed'))
    // xterm's paste turns line ends into Enter and brackets the text for programs that ask; it goes out through onData.
    if (text) this.terminal?.paste(text)
  }

  private tell(message: Localized) {
    this.options.announce(message)
    this.notice.set({ message, at: Date.now() })
  }

  focus() {
    this.terminal?.focus()
  }

  setTheme(theme: ITheme) {
    this.options.theme = theme
    if (this.terminal) this.terminal.options.theme = theme
  }

  setFontSize(fontSize: number) {
    if (this.options.fontSize === fontSize) return
    this.options.fontSize = fontSize
    if (!this.terminal) return
    this.terminal.options.fontSize = fontSize
    this.sizeChanged()
  }

  // ---- the channel's screen ----------------------------------------------------------------------------------

  write(data: string) {
    this.terminal?.write(data)
  }

  clear() {
    this.terminal?.reset()
  }

  size(): TerminalSize {
    return clampSize({ cols: this.terminal?.cols ?? 80, rows: this.terminal?.rows ?? 24 })
  }
}
