import { checkCommandLine, type LineRules, type LineVerdict } from './commandLine'
import { SHELL_HOME, type ShellSandbox } from './shellSandbox'
import { shownDirectory } from './terminalHomes'

/** What a session tells its terminal's owner (the socket, in the end). */
export interface SessionEvents {
  /** Text for the learner's terminal: the shell's output and the line editor's echo. */
  output(data: string): void
  /** The shell's directory changed (the spec's "current directory change"). */
  directory(cwd: string): void
  /** A line was refused before it reached the shell (the text was written to the terminal already). */
  refused(verdict: Exclude<LineVerdict, { ok: true }>): void
  /** A line ran to its end: its commands and exit status (the page's history, the judge's input). */
  ran(line: { text: string; commands: string[][]; status: number }): void
  /** Ctrl+C found no process to interrupt: the line hangs in bash itself (a `read`), so the shell must restart. */
  stuck?(): void
}

/** Refusal texts in the learner's language (docs/terminal.md "Permitted commands"). */
export type RefusalText = (verdict: Exclude<LineVerdict, { ok: true }>) => string

const RED = '\x1b[31m'
const RESET = '\x1b[0m'
const MAX_LINE = 4096

/**
 * One learner's terminal on one page (docs/terminal.md "The session"): at the prompt the keys the learner
 * types are edited here, on the server (printable text, Backspace, ←/→, ↑/↓ through the lines run before,
 * Ctrl+U, Ctrl+C); Enter checks the line against the page's permitted commands and sends it to the shell only
 * if it passes. While a line runs, keys go to its programs and Ctrl+C interrupts it. The shell never reads a
 * command from what is typed (shellSandbox.ts), so this editor is the only way in.
 */
export class TerminalSession {
  private state: 'prompt' | 'running' = 'prompt'
  private line = ''
  private cursor = 0
  private readonly lines: string[]
  private browsing: number | null = null
  private directory: string

  constructor(
    private readonly shell: ShellSandbox,
    private readonly rules: () => Omit<LineRules, 'history'>,
    private readonly history: string[][],
    private readonly events: SessionEvents,
    private readonly refusalText: RefusalText,
    /** What a reopened terminal had: the lines entered before (for ↑; entered lines are added to it) and the shell's directory. */
    restored: { lines?: string[]; directory?: string } = {},
  ) {
    this.lines = restored.lines ?? []
    this.directory = restored.directory ?? SHELL_HOME
    shell.onData((data) => events.output(data))
  }

  /** Shows the first prompt. */
  start() {
    this.prompt()
  }

  /** Keys from the learner's terminal. */
  input(data: string) {
    if (this.state === 'running') {
      if (data.includes('\x03') && this.shell.interrupt() === 0) return void this.events.stuck?.()
      const rest = data.replaceAll('\x03', '')
      if (rest) this.shell.write(rest)
      return
    }
    for (const key of keysOf(data)) {
      if (this.state !== 'prompt') break
      this.edit(key)
    }
  }

  private edit(key: string) {
    switch (key) {
      case '\r':
      case '\n':
        void this.submit()
        return
      case '\x7f':
      case '\b':
        if (this.cursor > 0) this.replace(this.line.slice(0, this.cursor - 1) + this.line.slice(this.cursor), this.cursor - 1)
        return
      case '\x1b[3~':
        if (this.cursor < this.line.length) this.replace(this.line.slice(0, this.cursor) + this.line.slice(this.cursor + 1), this.cursor)
        return
      case '\x1b[D':
        if (this.cursor > 0) this.replace(this.line, this.cursor - 1)
        return
      case '\x1b[C':
        if (this.cursor < this.line.length) this.replace(this.line, this.cursor + 1)
        return
      case '\x1b[H':
      case '\x01':
        this.replace(this.line, 0)
        return
      case '\x1b[F':
      case '\x05':
        this.replace(this.line, this.line.length)
        return
      case '\x1b[A':
        return this.browse(-1)
      case '\x1b[B':
        return this.browse(1)
      case '\x15':
        this.replace('', 0)
        return
      case '\x03':
        this.events.output('^C\r\n')
        this.line = ''
        this.cursor = 0
        this.prompt()
        return
    }
    // Printable text only (a pasted line arrives as several characters at once).
    if (key.length === 1 && key >= ' ' && this.line.length < MAX_LINE) {
      // Typing at the end of the line (the usual case) echoes the key alone; elsewhere the line is redrawn.
      if (this.cursor === this.line.length) {
        this.line += key
        this.cursor++
        return this.events.output(key)
      }
      this.replace(this.line.slice(0, this.cursor) + key + this.line.slice(this.cursor), this.cursor + 1)
    }
  }

  private browse(step: number) {
    if (!this.lines.length) return
    const at = Math.min(this.lines.length, Math.max(0, (this.browsing ?? this.lines.length) + step))
    this.browsing = at
    const text = this.lines[at] ?? ''
    this.replace(text, text.length)
  }

  private async submit() {
    const text = this.line.trim()
    this.events.output('\r\n')
    this.line = ''
    this.cursor = 0
    this.browsing = null
    if (!text) return this.prompt()
    this.lines.push(text)
    const verdict = checkCommandLine(text, { ...this.rules(), history: this.history })
    if (!verdict.ok) {
      this.events.output(`${RED}${this.refusalText(verdict)}${RESET}\r\n`)
      this.events.refused(verdict)
      return this.prompt()
    }
    this.state = 'running'
    const status = await this.shell.run(text)
    this.history.push(...verdict.commands)
    this.events.ran({ text, commands: verdict.commands, status })
    this.state = 'prompt'
    const cwd = this.shell.cwd()
    if (cwd && cwd !== this.directory) {
      this.directory = cwd
      this.events.directory(cwd)
    }
    this.prompt()
  }

  /** The prompt: the directory as the learner knows it (~ for their home). */
  private promptText() {
    return `\x1b[32mlearner\x1b[0m:\x1b[34m${shownDirectory(this.directory)}\x1b[0m$ `
  }

  private prompt() {
    this.events.output(this.promptText())
  }

  /** Redraws the line being edited with `text`, the cursor at `cursor`. */
  private replace(text: string, cursor: number) {
    this.line = text
    this.cursor = cursor
    const back = text.length - cursor
    this.events.output(`\r\x1b[K${this.promptText()}${text}${back ? `\x1b[${back}D` : ''}`)
  }
}

/** The keys in a chunk of terminal input: escape sequences kept whole, every other character alone. */
export function keysOf(data: string): string[] {
  const keys: string[] = []
  for (let i = 0; i < data.length; ) {
    const sequence = /^\x1b\[[0-9;]*[~A-Za-z]/.exec(data.slice(i))
    const key = sequence ? sequence[0] : data[i]
    keys.push(key)
    i += key.length
  }
  return keys
}
