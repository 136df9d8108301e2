import fs from 'node:fs'
import path from 'node:path'

/**
 * The limits of one terminal session's processes together (docs/terminal.md "Limits"): a shell may start
 * processes, so a fork bomb, a memory hog across many processes or a CPU spinner is held by the kernel's
 * control groups, not by per-process rlimits (which do not count processes for the root-owned judge).
 * cgroup v1 (pids, memory, cpu controllers, one folder each) or v2 (one folder); null where neither is writable.
 */
export interface SessionLimits {
  /** Processes and threads at once. */
  pids: number
  memoryBytes: number
  /** Share of one core, 0–1 (a `yes` loop gets this much of a core, not the machine). */
  cpu: number
}

export const TERMINAL_LIMITS: SessionLimits = { pids: 64, memoryBytes: 256 * 2 ** 20, cpu: 0.5 }

const V1 = '/sys/fs/cgroup'
const V2 = ['/sys/fs/cgroup/unified', '/sys/fs/cgroup']
const GROUP = 'open-learn-terminals'
const CPU_PERIOD_US = 100_000

export class SessionCgroup {
  constructor(
    /** The folders whose cgroup.procs a process joins (one per v1 controller, or the one v2 folder). */
    readonly folders: string[],
  ) {}

  /** A fresh group named `id` with `limits`, or null where control groups cannot be made here. */
  static create(id: string, limits: SessionLimits = TERMINAL_LIMITS): SessionCgroup | null {
    return createV1(id, limits) ?? createV2(id, limits)
  }

  /** The shell command that moves itself into the group before it execs the sandbox (so every descendant is in it). */
  joinCommand(): string {
    return this.folders.map((f) => `echo $$ > '${f}/cgroup.procs'`).join(' && ')
  }

  /** The pids of every process left in the group. */
  processes(): number[] {
    try {
      return fs
        .readFileSync(path.join(this.folders[0], 'cgroup.procs'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map(Number)
    } catch {
      return []
    }
  }

  /** Kills every process of the group, waits until none is left (at most ~2 s) and removes the group. */
  async destroy() {
    for (let attempt = 0; attempt < 40; attempt++) {
      const left = this.processes()
      if (!left.length) break
      for (const pid of left) {
        try {
          process.kill(pid, 'SIGKILL')
        } catch {
          // Already gone.
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    for (const folder of this.folders) removeGroup(folder)
  }
}

/** Removes a group's folder (a control group is removed with rmdir, its files are the kernel's). */
function removeGroup(folder: string) {
  try {
    fs.rmdirSync(folder)
  } catch {
    // A process still exiting holds it: it stays, empty and harmless.
  }
}

function createV1(id: string, limits: SessionLimits): SessionCgroup | null {
  const controllers: [string, Record<string, string>][] = [
    ['pids', { 'pids.max': String(limits.pids) }],
    ['memory', { 'memory.limit_in_bytes': String(limits.memoryBytes), 'memory.memsw.limit_in_bytes': String(limits.memoryBytes) }],
    ['cpu', { 'cpu.cfs_period_us': String(CPU_PERIOD_US), 'cpu.cfs_quota_us': String(Math.round(CPU_PERIOD_US * limits.cpu)) }],
  ]
  const made: string[] = []
  try {
    for (const [controller, settings] of controllers) {
      const root = path.join(V1, controller)
      if (!fs.existsSync(path.join(root, 'cgroup.procs'))) throw new Error(`no v1 ${controller} controller`)
      const folder = path.join(root, GROUP, id)
      fs.mkdirSync(folder, { recursive: true })
      made.push(folder)
      for (const [file, value] of Object.entries(settings)) {
        // memsw exists only with swap accounting: the memory limit alone then holds.
        if (file === 'memory.memsw.limit_in_bytes' && !fs.existsSync(path.join(folder, file))) continue
        fs.writeFileSync(path.join(folder, file), value)
      }
    }
    return new SessionCgroup(made)
  } catch {
    for (const folder of made) removeGroup(folder)
    return null
  }
}

function createV2(id: string, limits: SessionLimits): SessionCgroup | null {
  for (const root of V2) {
    try {
      const controllers = fs.readFileSync(path.join(root, 'cgroup.controllers'), 'utf8')
      if (!['pids', 'memory', 'cpu'].every((c) => controllers.includes(c))) continue
      const parent = path.join(root, GROUP)
      fs.mkdirSync(parent, { recursive: true })
      fs.writeFileSync(path.join(root, 'cgroup.subtree_control'), '+pids +memory +cpu')
      fs.writeFileSync(path.join(parent, 'cgroup.subtree_control'), '+pids +memory +cpu')
      const folder = path.join(parent, id)
      fs.mkdirSync(folder)
      fs.writeFileSync(path.join(folder, 'pids.max'), String(limits.pids))
      fs.writeFileSync(path.join(folder, 'memory.max'), String(limits.memoryBytes))
      fs.writeFileSync(path.join(folder, 'cpu.max'), `${Math.round(CPU_PERIOD_US * limits.cpu)} ${CPU_PERIOD_US}`)
      return new SessionCgroup([folder])
    } catch {
      // Not this root (read-only, controllers not delegated): try the next.
    }
  }
  return null
}
