import fs from 'node:fs'

/** The ids of every process this one can see in /proc. */
export const processIds = (): number[] =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)

/** A file of a process under /proc, or null when the process ended meanwhile (or is not ours to read). */
export function procFile(pid: number, name: string): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/${name}`, 'utf8')
  } catch {
    return null
  }
}

/** A process's parent: in its stat line, the fields after the command name (which may hold spaces) start with state, then the parent's pid. */
export function parentOf(pid: number): number | null {
  const stat = procFile(pid, 'stat')
  return stat === null ? null : Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
}

/** Whether a process's command line has `text` among its arguments or inside one. */
export const commandLineHas = (pid: number, text: string) => procFile(pid, 'cmdline')?.includes(text) ?? false

/** A process's children: from /proc/PID/task/PID/children where the kernel has it, else by each process's parent. */
export function childrenOf(pid: number): number[] {
  const listed = procFile(pid, `task/${pid}/children`)
  if (listed !== null) return listed.trim().split(/\s+/).filter(Boolean).map(Number)
  return processIds().filter((other) => parentOf(other) === pid)
}

/** Every process below `pid` (not itself), parents before their children. */
export function descendantsOf(pid: number): number[] {
  return childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child)])
}
