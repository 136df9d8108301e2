import fs from 'node:fs'

/** The judge's sandboxed processes: prlimit execs bubblewrap in place, so each sandbox is one `bwrap` process. */
const SANDBOX_COMMAND = 'bwrap'

function sandboxPids(): number[] {
  const pids: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === SANDBOX_COMMAND) pids.push(Number(entry))
    } catch {
      // Ended meanwhile.
    }
  }
  return pids
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
