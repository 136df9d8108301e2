import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { SourceFile } from '@plugins/contract'
import { SHELL_HOME } from './shellSandbox'

/** What a terminal keeps beside its home (docs/terminal.md "Persistence"). */
const terminalState = z.object({
  /** The commands run since the last reset, oldest first (the "already run" rule and the judge read it). */
  history: z.array(z.array(z.string())).default([]),
  /** The lines the learner entered (↑ brings them back), the newest last. */
  lines: z.array(z.string()).default([]),
  /** The shell's directory inside the sandbox when it last changed. */
  cwd: z.string().default(SHELL_HOME),
})
export type TerminalState = z.infer<typeof terminalState>

const KEPT_LINES = 200
/** Past this, the learner is told their home is too full (each file is capped at 16 MB by the sandbox). */
export const HOME_BYTES = 64 * 2 ** 20

/**
 * Where a learner's terminal of one page lives on the platform's disk: DATA_DIR/terminals/<user>/<page>/home
 * (the shell's /home/learner) and state.json beside it. Kept across reloads and restarts; reset rebuilds it.
 */
export class TerminalHome {
  readonly dir: string
  readonly home: string
  private readonly stateFile: string

  constructor(root: string, userId: number | string, pageId: number | string) {
    this.dir = path.join(root, String(userId), String(pageId))
    this.home = path.join(this.dir, 'home')
    this.stateFile = path.join(this.dir, 'state.json')
  }

  exists() {
    return fs.existsSync(this.home)
  }

  state(): TerminalState {
    try {
      return terminalState.parse(JSON.parse(fs.readFileSync(this.stateFile, 'utf8')))
    } catch {
      return terminalState.parse({})
    }
  }

  /** Saves the state (written beside, then renamed: a kill mid-write leaves the old one). */
  save(state: TerminalState) {
    const kept = { ...state, lines: state.lines.slice(-KEPT_LINES) }
    const temporary = `${this.stateFile}.${process.pid}.tmp`
    fs.writeFileSync(temporary, JSON.stringify(kept))
    fs.renameSync(temporary, this.stateFile)
  }

  /** The page's starting files in a fresh, empty home, and a fresh state. */
  reset(files: SourceFile[]) {
    fs.rmSync(this.home, { recursive: true, force: true })
    fs.mkdirSync(this.home, { recursive: true })
    for (const file of files) {
      const target = path.resolve(this.home, file.path)
      if (!target.startsWith(this.home + path.sep)) continue
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, file.content)
    }
    this.save(terminalState.parse({}))
  }

  /** The home's size in bytes: links and folders counted, never followed. */
  size(limit = HOME_BYTES * 2): number {
    let total = 0
    const stack = [this.home]
    while (stack.length && total <= limit) {
      const dir = stack.pop()!
      let entries: fs.Dirent[]
      try {
        entries = fs.readdirSync(dir, { withFileTypes: true })
      } catch {
        continue
      }
      for (const entry of entries) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) stack.push(full)
        else if (entry.isFile()) total += fs.lstatSync(full, { throwIfNoEntry: false })?.size ?? 0
      }
    }
    return total
  }
}

/** The directory as the learner sees it: `~`, `~/notes`, or a path outside the home as it is. */
export function shownDirectory(cwd: string): string {
  if (cwd === SHELL_HOME) return '~'
  return cwd.startsWith(`${SHELL_HOME}/`) ? `~${cwd.slice(SHELL_HOME.length)}` : cwd
}
