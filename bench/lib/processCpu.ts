import fs from 'node:fs'

const TICKS_PER_SECOND = 100 // Linux's USER_HZ

interface Stat {
  pid: number
  comm: string
  ppid: number
  pgrp: number
  /** utime + stime, and cutime + cstime (children that ended and were waited for), in ticks. */
  own: number
  reaped: number
}

function stats(): Stat[] {
  const rows: Stat[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // After the comm: state(0) ppid(1) pgrp(2) … utime(11) stime(12) cutime(13) cstime(14).
      rows.push({ pid: Number(entry), comm, ppid: Number(f[1]), pgrp: Number(f[2]), own: Number(f[11]) + Number(f[12]), reaped: Number(f[13]) + Number(f[14]) })
    } catch {
      // Ended meanwhile.
    }
  }
  return rows
}

/** Busy ticks of the whole machine (every CPU's time but idle and iowait), from /proc/stat. */
function machineBusy(): number {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/)
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number)
  return user + nice + system + irq + softirq + steal
}

const commandLine = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}

/** The kind of each live child of `parent`, by pid (read before the processes end, e.g. to name their profiles). */
export function childKinds(parent: number, kindOf: (commandLine: string) => string): Map<number, string> {
  return new Map(stats().filter((row) => row.ppid === parent).map((row) => [row.pid, kindOf(commandLine(row.pid))]))
}

/**
 * CPU seconds spent per kind of process while the load ran: the processes a supervisor (`parent`) started with all
 * their descendants, by what `kindOf` reads from each child's command line (a judge worker counts its sandboxes,
 * finished ones included), PostgreSQL's and Redis's server processes, and this process
 * (the load generator). A process-level profile: which part the machine's cores went to.
 */
export function sampleCpu(parent: number, kindOf: (commandLine: string) => string) {
  const kinds = new Map<number, string>()
  const snapshot = () => {
    const table = stats()
    const totals: Record<string, number> = {}
    const add = (kind: string, ticks: number) => (totals[kind] = (totals[kind] ?? 0) + ticks)
    // Each process counts for the supervisor's child it descends from (sandboxes sit in process groups of their
    // own, so groups would miss them); an ended process is in its reaper's cutime, so every live member adds both.
    const byPid = new Map(table.map((row) => [row.pid, row]))
    const leaderOf = (row: Stat): number | null => {
      for (let current: Stat | undefined = row, hops = 0; current && hops < 64; current = byPid.get(current.ppid), hops++) if (current.ppid === parent) return current.pid
      return null
    }
    for (const row of table) {
      const leader = leaderOf(row)
      if (leader === null) continue
      if (!kinds.has(leader)) kinds.set(leader, kindOf(commandLine(leader)))
      add(kinds.get(leader)!, row.own + row.reaped)
    }
    for (const row of table) {
      if (row.comm === 'postgres') add('PostgreSQL', row.own + (row.ppid === 1 ? row.reaped : 0))
      if (row.comm === 'redis-server') add('Redis', row.own)
    }
    const self = process.cpuUsage()
    add('load generator (this process)', ((self.user + self.system) / 1e6) * TICKS_PER_SECOND)
    return { totals, busy: machineBusy() }
  }
  const start = snapshot()
  const startedAt = Date.now()
  return {
    /** CPU seconds per kind since the start, and the wall-clock seconds they ran over. */
    stop(): { seconds: number; cpu: Record<string, number> } {
      const end = snapshot()
      const cpu: Record<string, number> = {}
      for (const [kind, ticks] of Object.entries(end.totals)) cpu[kind] = Math.max(0, ticks - (start.totals[kind] ?? 0)) / TICKS_PER_SECOND
      // What no process above accounts for: processes that left the tree (orphans reaped by init), the kernel's work.
      const accounted = Object.values(cpu).reduce((sum, seconds) => sum + seconds, 0)
      cpu['not attributed (the rest of the machine\'s busy time)'] = Math.max(0, (end.busy - start.busy) / TICKS_PER_SECOND - accounted)
      return { seconds: (Date.now() - startedAt) / 1000, cpu }
    },
  }
}
