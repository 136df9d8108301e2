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

/** The processes of a process group (a started platform and everything below it: sandboxes, Chromium, builds). */
function groupMembers(pgid: number): number[] {
  const pids: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid pgrp …"; comm may hold spaces, so read after its closing paren.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) === pgid) pids.push(Number(entry))
    } catch {
      // The process ended while the folder was read.
    }
  }
  return pids
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
  sample()
  const timer = setInterval(sample, everyMs)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return peak
    },
  }
}
