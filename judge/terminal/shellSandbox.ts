import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import pty, { type IPty } from '@lydell/node-pty'
import { findDescendant } from '../sandbox/dataLimit'
import { readLines } from '../sandbox/lineReader'
import { descendantsOf } from '../sandbox/procfs'
import { bubblewrapArgs, namespacesAvailable, prlimitArgs, SECCOMP_FD } from '../sandbox/sandboxCommand'
import { seccompFilterFile } from '../sandbox/seccompFilter'
import { SessionCgroup, TERMINAL_LIMITS } from './sessionCgroup'

/** The learner's home in the shell, bound from their persisted folder on the host. */
export const SHELL_HOME = '/home/learner'
/** The loop bash runs (its commands come from the judge, not from the terminal), and where it is inside. */
const LOOP_SCRIPT = path.join(import.meta.dirname, 'shellLoop.sh')
const LOOP_PATH = '/opt/open-learn/shellLoop.sh'
const BASH = fs.realpathSync('/bin/bash')
/** The descriptors of the command and status channels (fd 4 carries the seccomp filter). */
const COMMAND_FD = 5
const STATUS_FD = 6
/** Bytes of terminal output passed on per tick; more pauses the shell's output until the next tick. */
const OUTPUT_BYTES_PER_TICK = 32 * 1024
const TICK_MS = 100
/** A file no larger than this (a `yes > big` stops at it with "File size limit exceeded"). */
const FILE_BYTES = 16 * 2 ** 20

/** The system the shell sees: /usr read-only with the usual links, a passwd naming the learner, nothing else. */
const SYSTEM_BINDS = ['/usr', '/etc/ld.so.cache', '/etc/alternatives'].filter((p) => fs.existsSync(p))
const SYSTEM_LINKS: [string, string][] = [
  ['usr/bin', '/bin'],
  ['usr/sbin', '/sbin'],
  ['usr/lib', '/lib'],
  ['usr/lib64', '/lib64'],
]

/** The environment of the shell: a terminal, UTF-8, git's identity, and no pager or editor that could run a shell. */
const SHELL_ENV = {
  HOME: SHELL_HOME,
  PATH: '/usr/local/bin:/usr/bin:/bin',
  TERM: 'xterm-256color',
  LANG: 'C.UTF-8',
  USER: 'learner',
  PAGER: 'cat',
  GIT_PAGER: 'cat',
  EDITOR: 'false',
  VISUAL: 'false',
  GIT_EDITOR: 'false',
  // A merge takes git's own message instead of opening an editor (there is none): `git merge branch` just works.
  GIT_MERGE_AUTOEDIT: 'no',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Learner',
  GIT_AUTHOR_EMAIL: 'learner@example.com',
  GIT_COMMITTER_NAME: 'Learner',
  GIT_COMMITTER_EMAIL: 'learner@example.com',
}

let identityFiles: { passwd: string; group: string } | null = null
/** /etc/passwd and /etc/group naming uid 1000 `learner` (so the prompt, `whoami` and `ls -l` show a name). */
function identity() {
  if (identityFiles) return identityFiles
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'open-learn-shell-etc-'))
  const passwd = path.join(dir, 'passwd')
  const group = path.join(dir, 'group')
  fs.writeFileSync(passwd, `learner:x:1000:1000:Learner:${SHELL_HOME}:/bin/bash\n`)
  fs.writeFileSync(group, 'learner:x:1000:\n')
  identityFiles = { passwd, group }
  return identityFiles
}

/**
 * A shell (Debian's bash) on a pseudo-terminal, in the judge's sandbox (docs/terminal.md "The sandbox"): new
 * user, mount, PID, network, IPC and UTS namespaces, a read-only /usr, the learner's persisted folder as its
 * home, a private /tmp, no /proc; the seccomp filter's process-starting variant; a file-size limit; its
 * processes together in a control group (processes, memory, a share of one core); output throttled. Closing
 * it kills every process it started, background ones included (the PID namespace ends with its first process).
 *
 * Commands reach bash only through `run` (docs/terminal.md "How a line runs"): a channel of the judge's that no
 * program in the sandbox can reach. What the learner types goes to the terminal, where only a running
 * command's programs read it.
 */
export class ShellSandbox {
  private readonly pty: IPty
  private sentThisTick = 0
  private paused = false
  private readonly ticker: NodeJS.Timeout
  private readonly exited: Promise<void>
  private readonly dataListeners: ((data: string) => void)[] = []
  private readonly control: string
  private readonly commands: number
  private readonly statuses: ((status: number) => void)[] = []
  /** The end mark the loop prints after each line (docs/terminal.md "How a line runs"), and who waits for it. */
  private readonly endMark = `\x1b]51;${randomUUID()}\x07`
  private readonly ends: (() => void)[] = []
  private held = ''
  private readonly statusStream: net.Socket
  private closing: Promise<void> | null = null

  private constructor(
    readonly home: string,
    private readonly cgroup: SessionCgroup,
    size: { cols: number; rows: number },
  ) {
    const seccomp = seccompFilterFile(true)
    const { passwd, group } = identity()
    const binds = [
      ...SYSTEM_BINDS.map((p) => ({ path: p })),
      { path: '/etc/passwd', from: passwd },
      { path: '/etc/group', from: group },
      { path: LOOP_PATH, from: LOOP_SCRIPT },
      { path: SHELL_HOME, from: home, writable: true },
    ]
    const bwrap = bubblewrapArgs({ binds, symlinks: SYSTEM_LINKS, chdir: SHELL_HOME, seccomp: seccomp !== null, env: SHELL_ENV, newSession: false, proc: false })
    const limits = prlimitArgs(TERMINAL_LIMITS.memoryBytes, { fileBytes: FILE_BYTES })
    // The channels are FIFOs in a folder of the judge's that the sandbox does not hold; opened read-write here
    // (so neither side's open waits for the other), handed to bash as inherited descriptors.
    this.control = fs.mkdtempSync(path.join(os.tmpdir(), 'open-learn-shell-'))
    const [commandFifo, statusFifo] = ['commands', 'statuses'].map((name) => path.join(this.control, name))
    spawnSync('mkfifo', ['-m', '600', commandFifo, statusFifo])
    this.commands = fs.openSync(commandFifo, 'r+')
    // Read through the event loop (a pipe handle), not a thread-pool read that would block on the FIFO for ever.
    this.statusStream = new net.Socket({ fd: fs.openSync(statusFifo, 'r+'), readable: true, writable: false })
    readLines(this.statusStream, 64, (line) => this.statuses.shift()?.(Number(line)), () => undefined)
    // The wrapper joins the control group, then execs the sandbox with the seccomp filter and the channels.
    const channels = `${COMMAND_FD}<'${commandFifo}' ${STATUS_FD}>'${statusFifo}'`
    const script = `${cgroup.joinCommand()} && exec "$@" ${seccomp ? `${SECCOMP_FD}<'${seccomp}'` : ''} ${channels}`
    this.pty = pty.spawn('/bin/sh', ['-c', script, 'sh', 'prlimit', ...limits, 'bwrap', ...bwrap, '/bin/bash', '--noprofile', '--norc', LOOP_PATH, this.endMark.slice(5, -1)], {
      name: 'xterm-256color',
      cols: size.cols,
      rows: size.rows,
      cwd: home,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    })
    this.exited = new Promise((resolve) => this.pty.onExit(() => resolve()))
    this.pty.onData((chunk) => {
      const data = this.withoutEndMarks(chunk)
      if (data) for (const listener of this.dataListeners) listener(data)
      this.sentThisTick += Buffer.byteLength(data)
      if (this.sentThisTick > OUTPUT_BYTES_PER_TICK && !this.paused) {
        this.paused = true
        this.pty.pause()
      }
    })
    this.ticker = setInterval(() => {
      this.sentThisTick = 0
      if (this.paused) {
        this.paused = false
        this.pty.resume()
      }
    }, TICK_MS)
    this.ticker.unref()
  }

  /** Starts a shell whose home is the host folder `home` (created if missing); null where it cannot be contained here. */
  static start(home: string, size = { cols: 80, rows: 24 }): ShellSandbox | null {
    if (!namespacesAvailable()) return null
    const cgroup = SessionCgroup.create(`shell-${randomUUID()}`)
    if (!cgroup) return null
    fs.mkdirSync(home, { recursive: true })
    // The sandbox's uid 1000 is the judge's own user outside: the folder is the judge's, and so writable inside.
    return new ShellSandbox(home, cgroup, size)
  }

  onData(listener: (data: string) => void) {
    this.dataListeners.push(listener)
  }

  /**
   * Runs a line (checked already: docs/terminal.md "Permitted commands") and resolves with its exit status.
   * One line at a time: the caller waits for a line's status before sending the next.
   */
  run(line: string): Promise<number> {
    const status = new Promise<number>((resolve) => this.statuses.push(resolve))
    const printed = new Promise<void>((resolve) => this.ends.push(resolve))
    fs.writeSync(this.commands, `${Buffer.from(line).toString('base64')}\n`)
    return Promise.race([Promise.all([status, printed]).then(([s]) => s), this.exited.then(() => -1)])
  }

  /**
   * The terminal's output without the loop's end marks, each of which tells a waiting `run` that its line's
   * output is all out. A mark split across chunks is held until its end arrives.
   */
  private withoutEndMarks(chunk: string): string {
    let data = this.held + chunk
    this.held = ''
    for (let at = data.indexOf(this.endMark); at !== -1; at = data.indexOf(this.endMark)) {
      data = data.slice(0, at) + data.slice(at + this.endMark.length)
      this.ends.shift()?.()
    }
    const start = data.lastIndexOf('\x1b]51;')
    if (start !== -1 && this.endMark.startsWith(data.slice(start))) {
      this.held = data.slice(start)
      data = data.slice(0, start)
    }
    return data
  }

  /** What the learner types: read by the running command's programs (the shell itself reads no command here). */
  write(data: string) {
    this.pty.write(data)
  }

  /**
   * Ctrl+C: interrupts the running command's processes (bash, between lines, is left alone). Answers how many
   * were signalled: none while a line runs means it hangs in bash itself (a builtin such as `read`).
   */
  interrupt(): number {
    const bash = this.bash()
    let signalled = 0
    for (const pid of bash === null ? [] : descendantsOf(bash)) {
      try {
        process.kill(pid, 'SIGINT')
        signalled++
      } catch {
        // Ended meanwhile.
      }
    }
    return signalled
  }

  /** The learner's terminal changed size. */
  resize(cols: number, rows: number) {
    try {
      this.pty.resize(cols, rows)
    } catch {
      // The shell has ended.
    }
  }

  /** The shell's current directory inside the sandbox, read by the judge from its side (no program can fake it). */
  cwd(): string | null {
    const bash = this.bash()
    if (bash === null) return null
    try {
      // The kernel's answer, as the shell's own mount namespace names it.
      return fs.readlinkSync(`/proc/${bash}/cwd`)
    } catch {
      return null
    }
  }

  /** The host pid of the shell's bash: the first bash below the wrapper, prlimit and bubblewrap. */
  private bash(): number | null {
    return findDescendant(this.pty.pid, BASH)
  }

  /** The shell's processes now (for tests and the session's accounting). */
  processes(): number[] {
    return this.cgroup.processes()
  }

  whenExited(): Promise<void> {
    return this.exited
  }

  /** Ends the shell and everything it started, and waits for them (once, however often it is asked). */
  close(): Promise<void> {
    this.closing ??= (async () => {
      clearInterval(this.ticker)
      this.pty.kill('SIGKILL')
      await this.cgroup.destroy()
      await Promise.race([this.exited, new Promise((resolve) => setTimeout(resolve, 2000))])
      fs.closeSync(this.commands)
      this.statusStream.destroy()
      fs.rmSync(this.control, { recursive: true, force: true })
    })()
    return this.closing
  }
}
