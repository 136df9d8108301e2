import path from 'node:path'
import type { Page } from '@cms/payload-types'
import { localized, t, type Localized } from '@domain/i18n/messages'
import type { Locale } from '@domain/i18n/locales'
import type { HomeEntry, TerminalCheck } from '@plugins/contract'
import { dataDir } from '@domain/repoPaths'
import { toFiles } from '../workspace/workspaceStore'
import type { LineVerdict } from './commandLine'
import { listHome } from './homeEntries'
import { ShellSandbox, SHELL_HOME } from './shellSandbox'
import { HOME_BYTES, shownDirectory, TerminalHome, type TerminalState } from './terminalHomes'
import { TerminalPlugins } from './terminalPlugins'
import { TerminalUnavailable } from './terminalUnavailable'
import { TerminalSession } from './terminalSession'

/** What the terminals need of a page: a stored page, or a curriculum file's (its slug as its id). */
export type TerminalPage = Pick<Page, 'judgeLanguage' | 'defaultFiles' | 'terminal'> & { id: number | string }

/** Terminals one learner may hold open at once: opening another closes the one used longest ago. */
export const TERMINALS_PER_LEARNER = 3
/** Terminals this process holds at most (each is a sandbox with up to 64 processes and 256 MB). */
export const TERMINALS_PER_PROCESS = 200

/** A terminal left without a key this long is closed (its files stay; reopening goes on). */
export const TERMINAL_IDLE_MS = 30 * 60 * 1000

/** Where one open terminal's output and notices go: the socket that opened it. */
export interface TerminalListener {
  output(data: string): void
  directory(cwd: string): void
  closed(reason: Localized, code: 'idle' | 'replaced' | 'ended'): void
  /** A line ended: ran with its exit status, or refused with the text the learner was shown (for players). */
  lineEnded?(line: { status: number } | { refused: string }): void
}

export { TerminalUnavailable }

/** What a judge reads of a terminal (docs/terminal.md "Judging"). */
export interface TerminalInspection {
  /** The shell's directory inside the sandbox (/home/learner/…). */
  cwd: string
  entries: HomeEntry[]
  history: string[][]
  /** The plugin's own facts (git's repositories) and its judge of its own check kinds. */
  facts: unknown
  judge(check: TerminalCheck): boolean | undefined
}

interface Open {
  key: string
  userId: string
  page: TerminalPage
  home: TerminalHome
  /** What state.json holds, kept here and written after each change (never read back while open). */
  state: TerminalState
  shell: ShellSandbox
  session: TerminalSession
  listener: TerminalListener
  locale: Locale
  idle: NodeJS.Timeout
  usedAt: number
  /** The learner's terminal size, kept for a shell restarted under it. */
  size: { cols: number; rows: number }
  /** The same shell, reopened (a stuck line): the listener and state carry over. */
  restarting: boolean
}

/** Why a line was refused, in `locale` (learner.md §5). */
const refusalText = (locale: Locale, verdict: Exclude<LineVerdict, { ok: true }>) =>
  verdict.code === 'unsupported' ? t(locale, 'terminal.unsupported', { construct: verdict.construct }) : t(locale, `terminal.${verdict.code}`, { command: verdict.command })

const keyOf = (userId: number | string, pageId: number | string) => `${userId}:${pageId}`

/** A shell in `home`, or why none can be contained here. */
function startShell(home: string, size?: { cols: number; rows: number }) {
  const shell = ShellSandbox.start(home, size)
  if (!shell) throw new TerminalUnavailable(localized('terminal.unavailable'), 'no sandbox for a shell here (bubblewrap or control groups missing)')
  return shell
}

/**
 * Every open terminal of this process (docs/terminal.md "Sessions"): one per learner per page, its home kept
 * under DATA_DIR/terminals. Opening a page's terminal again (another tab, a reconnect) takes the open one
 * over; closing it, or its socket leaving, ends its shell and every process the shell started.
 */
export class TerminalSessions {
  private readonly open = new Map<string, Open>()
  readonly plugins: TerminalPlugins

  constructor(private readonly root = path.join(dataDir, 'terminals'), plugins?: TerminalPlugins) {
    this.plugins = plugins ?? new TerminalPlugins()
  }

  isTerminalPage(page: Pick<Page, 'judgeLanguage'>) {
    return this.plugins.has(page.judgeLanguage)
  }

  private home(userId: number | string, page: TerminalPage) {
    return new TerminalHome(this.root, userId, page.id)
  }

  /** Opens (or takes over) the learner's terminal of `page`; answers the directory to show. */
  async openFor(userId: number | string, page: TerminalPage, size: { cols: number; rows: number }, locale: Locale, listener: TerminalListener): Promise<{ cwd: string }> {
    const current = this.open.get(keyOf(userId, page.id))
    if (current) {
      if (current.listener !== listener) current.listener.closed(localized('terminal.replaced'), 'replaced')
      current.listener = listener
      current.locale = locale
      current.page = page
      current.size = size
      current.shell.resize(size.cols, size.rows)
      this.touch(current)
      current.session.start()
      return { cwd: shownDirectory(current.state.cwd) }
    }
    const opened = await this.launch(userId, page, size, locale, listener, false)
    return { cwd: shownDirectory(opened.state.cwd) }
  }

  /**
   * A new terminal of the learner's page, its first prompt shown: in the kept home, or (`fresh`, or a home
   * never made) in the page's starting state, set up.
   */
  private async launch(userId: number | string, page: TerminalPage, size: { cols: number; rows: number }, locale: Locale, listener: TerminalListener, fresh: boolean) {
    await this.plugins.ready(page.judgeLanguage)
    await this.makeRoom(String(userId))
    const home = this.home(userId, page)
    const setUp = fresh || !home.exists()
    if (setUp) home.reset(toFiles(page.defaultFiles))
    const opened = await this.start(String(userId), page, home, size, locale, listener, setUp)
    opened.session.start()
    return opened
  }

  private async start(userId: string, page: TerminalPage, home: TerminalHome, size: { cols: number; rows: number }, locale: Locale, listener: TerminalListener, setUp: boolean): Promise<Open> {
    const shell = startShell(home.home, size)
    const state = home.state()
    try {
      if (setUp) await runSetup(shell, page)
      if (state.cwd !== SHELL_HOME) await shell.run(`cd -- '${state.cwd.replaceAll("'", `'\\''`)}' 2>/dev/null`)
    } catch (error) {
      await shell.close()
      throw error
    }
    const key = keyOf(userId, page.id)
    const entry: Open = { key, userId, page, home, state, shell, listener, locale, idle: setTimeout(() => undefined, 0), usedAt: Date.now(), size, restarting: false, session: null! }
    // The session adds to state.history and state.lines itself; they are saved after each line.
    entry.session = new TerminalSession(
      shell,
      () => rulesOf(entry.page),
      state.history,
      {
        output: (data) => entry.listener.output(data),
        directory: (cwd) => {
          state.cwd = cwd
          home.save(state)
          entry.listener.directory(shownDirectory(cwd))
        },
        refused: (verdict) => {
          home.save(state)
          entry.listener.lineEnded?.({ refused: refusalText(entry.locale, verdict) })
        },
        ran: ({ status }) => {
          home.save(state)
          if (home.size() > HOME_BYTES) entry.listener.output(`\x1b[33m${t(entry.locale, 'terminal.homeFull')}\x1b[0m\r\n`)
          entry.listener.lineEnded?.({ status })
        },
        stuck: () => void this.restart(entry),
      },
      // The locale of whoever holds the terminal now (a takeover may change it).
      (verdict) => refusalText(entry.locale, verdict),
      { lines: state.lines, directory: state.cwd },
    )
    // A shell that ends by itself (killed, `exit` where permitted) closes its terminal.
    void shell.whenExited().then(() => {
      if (this.open.get(key) === entry && !entry.restarting) {
        this.forget(entry)
        entry.listener.closed(localized('terminal.ended'), 'ended')
      }
    })
    this.open.set(key, entry)
    this.touch(entry)
    return entry
  }

  /** A line stuck in bash itself: a new shell in the same home and directory, the same listener. */
  private async restart(entry: Open) {
    entry.restarting = true
    entry.listener.output('^C\r\n')
    this.forget(entry)
    await entry.shell.close()
    const next = await this.start(entry.userId, entry.page, entry.home, entry.size, entry.locale, entry.listener, false)
    next.session.start()
  }

  /**
   * Room for one more terminal of `userId`: their terminal used longest ago closes past TERMINALS_PER_LEARNER
   * (its tab is told it ended); past TERMINALS_PER_PROCESS nobody gets a new one here.
   */
  private async makeRoom(userId: string) {
    const theirs = [...this.open.values()].filter((e) => e.userId === userId).sort((a, b) => a.usedAt - b.usedAt)
    for (const entry of theirs.slice(0, Math.max(0, theirs.length - TERMINALS_PER_LEARNER + 1))) {
      await this.closeEntry(entry)
      entry.listener.closed(localized('terminal.ended'), 'ended')
    }
    if (this.open.size >= TERMINALS_PER_PROCESS) throw new TerminalUnavailable(localized('terminal.unavailable'), `${this.open.size} terminals are open in this process`)
  }

  private touch(entry: Open) {
    entry.usedAt = Date.now()
    clearTimeout(entry.idle)
    entry.idle = setTimeout(() => {
      void this.closeEntry(entry).then(() => entry.listener.closed(localized('terminal.idle'), 'idle'))
    }, TERMINAL_IDLE_MS)
    entry.idle.unref()
  }

  private forget(entry: Open) {
    clearTimeout(entry.idle)
    if (this.open.get(entry.key) === entry) this.open.delete(entry.key)
  }

  private async closeEntry(entry: Open) {
    this.forget(entry)
    await entry.shell.close()
  }

  private entryOf(userId: number | string, pageId: number | string, listener?: TerminalListener) {
    const entry = this.open.get(keyOf(userId, pageId))
    return entry && (!listener || entry.listener === listener) ? entry : undefined
  }

  /** Keys from the learner's terminal (only from the socket that holds it). */
  write(userId: number | string, pageId: number | string, data: string, listener: TerminalListener) {
    const entry = this.entryOf(userId, pageId, listener)
    if (!entry) return false
    this.touch(entry)
    entry.session.input(data)
    return true
  }

  resize(userId: number | string, pageId: number | string, size: { cols: number; rows: number }, listener: TerminalListener) {
    const entry = this.entryOf(userId, pageId, listener)
    if (!entry) return
    entry.size = size
    entry.shell.resize(size.cols, size.rows)
  }

  /** Closes the terminal if `listener` holds it (its processes end; the home stays). */
  async close(userId: number | string, pageId: number | string, listener?: TerminalListener) {
    const entry = this.entryOf(userId, pageId, listener)
    if (entry) await this.closeEntry(entry)
  }

  /** Every terminal `listener` holds (its socket left). */
  async closeAllOf(listener: TerminalListener) {
    await Promise.all([...this.open.values()].filter((e) => e.listener === listener).map((e) => this.closeEntry(e)))
  }

  /**
   * Puts the page's home back to its starting state (files, set-up, no history, the home as directory); the
   * terminal, if open, restarts in it.
   */
  async reset(userId: number | string, page: TerminalPage, locale: Locale, listener: TerminalListener): Promise<{ cwd: string }> {
    const entry = this.entryOf(userId, page.id)
    if (entry) await this.closeEntry(entry)
    listener.output('\x1b[2J\x1b[H')
    await this.launch(userId, page, entry?.size ?? { cols: 80, rows: 24 }, locale, listener, true)
    return { cwd: '~' }
  }

  /**
   * What the judge reads of the learner's terminal: the home's entries (listed in a sandbox), the directory,
   * the commands run and the plugin's facts. A page never opened is read in its starting state.
   */
  async inspect(userId: number | string, page: TerminalPage): Promise<TerminalInspection> {
    const home = this.home(userId, page)
    if (!home.exists()) {
      // Never opened: the starting state, set up as the learner would have found it.
      await this.plugins.ready(page.judgeLanguage)
      home.reset(toFiles(page.defaultFiles))
      if (page.terminal?.setup?.trim()) {
        const shell = startShell(home.home)
        await runSetup(shell, page).finally(() => shell.close())
      }
    }
    const open = this.entryOf(userId, page.id)
    const state = open?.state ?? home.state()
    const live = open?.shell.cwd()
    const { runtime, host } = await this.plugins.terminalOf(page.judgeLanguage)
    const entries = await listHome(host, home.home)
    const facts = await runtime.inspect(home.home, entries, host)
    return { cwd: live ?? state.cwd, entries, history: state.history, facts, judge: (check) => runtime.judge(check, facts) }
  }

  async closeAll() {
    await Promise.all([...this.open.values()].map((e) => this.closeEntry(e)))
    await this.plugins.close()
  }
}

/**
 * The page's set-up (staff's bash) in a fresh home's shell: in a subshell started in the home (a `cd` in it
 * does not move the learner), its output discarded (docs/terminal.md "Terminal pages").
 */
async function runSetup(shell: ShellSandbox, page: TerminalPage) {
  const setup = page.terminal?.setup?.trim()
  if (setup) await shell.run(`(\n${setup}\n) >/dev/null 2>&1`)
}

/** The page's permitted commands, as the line check reads them. */
export function rulesOf(page: Pick<Page, 'terminal'>) {
  const permitted = (page.terminal?.permitted ?? []).map((p) => p.command.trim())
  const once = (page.terminal?.permitted ?? []).filter((p) => p.once).map((p) => p.command.trim())
  return { permitted, once }
}
