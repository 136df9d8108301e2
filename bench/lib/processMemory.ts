import fs from 'node:fs'

/** Resident memory in MB of one process, or 0 once it has gone. */
function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024
  } catch {
    return 0
  }
}

/** Every process's parent and process group, from /proc/<pid>/stat ("pid (comm) state ppid pgrp …"). */
function processTable(): { pid: number; ppid: number; pgrp: number }[] {
  const rows: { pid: number; ppid: number; pgrp: number }[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // comm may hold spaces, so read after its closing paren.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      rows.push({ pid: Number(entry), ppid: Number(fields[1]), pgrp: Number(fields[2]) })
    } catch {
      // The process ended while the folder was read.
    }
  }
  return rows
}

/** The processes of a process group (a started platform and everything below it: sandboxes, Chromium, builds). */
const groupMembers = (pgid: number, table = processTable()) => table.filter((row) => row.pgrp === pgid).map((row) => row.pid)

const commandLine = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}

/**
 * Peak resident memory of the process groups a supervisor started (each child of `parent` leads its own group, as
 * deploy:local's do), summed per kind that `kindOf` reads from the group leader's command line, sampled every `everyMs`.
 */
export function sampleChildGroupsMemory(parent: number, kindOf: (commandLine: string) => string, everyMs = 2_000) {
  const peak: Record<string, number> = {}
  const sample = () => {
    const table = processTable()
    const sums: Record<string, number> = {}
    for (const child of table.filter((row) => row.ppid === parent)) {
      const kind = kindOf(commandLine(child.pid))
      sums[kind] = (sums[kind] ?? 0) + groupMembers(child.pid, table).reduce((sum, pid) => sum + rssMb(pid), 0)
    }
    for (const [kind, mb] of Object.entries(sums)) peak[kind] = Math.max(peak[kind] ?? 0, mb)
  }
  return sampledEvery(everyMs, sample, peak)
}

/** Peak resident memory of a platform's main process and of its whole process group, sampled every `everyMs`. */
export function sampleMemory(pgid: number, everyMs = 2_000) {
  const peak = { mainMb: 0, groupMb: 0 }
  const sample = () => {
    peak.mainMb = Math.max(peak.mainMb, rssMb(pgid))
    peak.groupMb = Math.max(
      peak.groupMb,
      groupMembers(pgid).reduce((sum, pid) => sum + rssMb(pid), 0),
    )
  }
  return sampledEvery(everyMs, sample, peak)
}

/** Runs `sample` now and every `everyMs` until stop(), which samples once more and answers the peaks it kept. */
function sampledEvery<T>(everyMs: number, sample: () => void, peak: T) {
  sample()
  const timer = setInterval(sample, everyMs)
  return {
    stop(): T {
      clearInterval(timer)
      sample()
      return peak
    },
  }
}
