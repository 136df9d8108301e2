import fs from 'node:fs'

/**
 * The judge's sandboxed processes: prlimit execs bubblewrap in place, and bubblewrap (with its own PID namespace)
 * forks a second `bwrap` as the namespace's init, so a sandbox is the `bwrap` whose parent is not one.
 */
const SANDBOX_COMMAND = 'bwrap'

function sandboxPids(): number[] {
  const comms = new Map<number, { comm: string; ppid: number }>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      comms.set(Number(entry), { comm, ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) })
    } catch {
      // Ended meanwhile.
    }
  }
  return [...comms].filter(([, p]) => p.comm === SANDBOX_COMMAND && comms.get(p.ppid)?.comm !== SANDBOX_COMMAND).map(([pid]) => pid)
}

/**
 * Counts the judge sandboxes started while the load runs: bwrap processes seen (every `everyMs`) that were not there
 * at the start. A sandbox lives for many runs (a warm process per learner), so sampling sees nearly every one; one
 * that started and ended between two samples is missed, so the count is a floor.
 */
export function countSandboxStarts(everyMs = 200) {
  const before = new Set(sandboxPids())
  const started = new Set<number>()
  const timer = setInterval(() => {
    for (const pid of sandboxPids()) if (!before.has(pid)) started.add(pid)
  }, everyMs)
  return {
    stop(): number {
      clearInterval(timer)
      return started.size
    },
  }
}
