import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { promisify } from 'node:util'
import { childrenOf } from './procfs'

const exec = promisify(execFile)

/** The process below `root` (itself included) whose program is `executable`: the node inside bwrap's PID namespace. */
export function findDescendant(root: number, executable: string): number | null {
  const queue = [root]
  while (queue.length) {
    const pid = queue.shift()!
    try {
      if (fs.readlinkSync(`/proc/${pid}/exe`) === executable) return pid
    } catch {
      // Gone, or not ours to read: look below it anyway.
    }
    queue.push(...childrenOf(pid))
  }
  return null
}

/** The data segment a process has committed now (heap, ArrayBuffers, WebAssembly memory; not mere reservations). */
export function committedData(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmData:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024
}

/**
 * Caps a warm runtime process at what it holds now plus one run's budget (docs/judge-sandbox.md): past it
 * allocations fail inside the process (Python's MemoryError, a V8 out-of-memory abort), so a bomb ends its own
 * run only. Returns the limit set.
 */
export async function capData(pid: number, budgetBytes: number): Promise<number> {
  const limit = committedData(pid) + budgetBytes
  await exec('prlimit', ['--pid', String(pid), `--data=${limit}`])
  return limit
}
