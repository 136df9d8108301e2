import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { seccompFilterFile } from './seccompFilter'

/** Hard limits of a sandbox process from its first instruction on (the data limit is tightened once it is warm). */
export const START_LIMITS = {
  /** Address space the runtime may commit while it loads; lowered to warm size + the run budget when ready. */
  dataBytes: 4 * 2 ** 30,
  /** Largest file it could write (it has no writable host path; this caps what a bug could do). */
  fileBytes: 16 * 2 ** 20,
  openFiles: 256,
} as const

let bubblewrap: boolean | null = null

/**
 * Whether this machine can build the sandbox: bubblewrap (Debian's `bubblewrap`) able to create new user,
 * mount, PID, network, IPC and UTS namespaces. Probed once; without it the runtimes still run in their own
 * processes under Node's permission model and the rlimits, and the judge warns at start.
 */
export function namespacesAvailable(): boolean {
  bubblewrap ??=
    spawnSync('bwrap', ['--unshare-all', '--uid', '1000', '--gid', '1000', '--ro-bind', '/', '/', '--', '/bin/true'], { stdio: 'ignore', timeout: 5000 }).status === 0
  return bubblewrap
}

let libraries: string[] | null = null

/**
 * The shared libraries the node binary links against (ldd), each bound alone: the sandbox holds no other
 * system file. Without ldd, the library folders.
 */
function nodeLibraries(node: string): string[] {
  if (libraries) return libraries
  const listed = spawnSync('ldd', [node], { encoding: 'utf8', timeout: 5000 }).stdout ?? ''
  const files = [...listed.matchAll(/(\/\S+) \(0x/g)].map((m) => m[1]).filter((f) => fs.existsSync(f))
  libraries = files.length ? files : ['/usr/lib', '/lib', '/lib64'].filter((dir) => fs.existsSync(dir))
  return libraries
}

export interface SandboxedNode {
  command: string
  args: string[]
  /** True when the process runs inside namespaces; false when only the permission model and rlimits apply. */
  isolated: boolean
  /** A file to open as the child's fd SECCOMP_FD (bubblewrap reads its seccomp filter there), or null. */
  seccompFile: string | null
}

/** The child's file descriptor that carries the seccomp filter to bubblewrap (0–2 stdio, 3 the protocol). */
export const SECCOMP_FD = 4

/**
 * The command that starts `node <entry> <args>` in a sandbox:
 * - rlimits (prlimit): data segment (heap, ArrayBuffers and WebAssembly memory alike), file size, open files,
 *   no core dumps;
 * - bubblewrap: new user (uid 1000, no capabilities, so no mount or umount), mount, PID, network (no interface
 *   but a down loopback), IPC, UTS and cgroup namespaces; a read-only root holding only `readable` (same
 *   paths as outside) and the system libraries, a fresh /proc and minimal /dev, an empty /tmp; no environment;
 *   a new session (no terminal to inject into); it dies with the judge;
 * - a seccomp filter (seccompFilter.ts): no new processes, no mount, ptrace, bpf, io_uring, keyrings…;
 * - Node's permission model: reads only of `readable`, no writes, child processes, workers, addons or WASI.
 */
export function sandboxedNode(entry: string, args: string[], readable: string[], options: { heapMb: number }): SandboxedNode {
  const node = fs.realpathSync(process.execPath)
  const nodeArgs = [
    '--permission',
    ...readable.map((p) => `--allow-fs-read=${p}`),
    `--max-old-space-size=${options.heapMb}`,
    '--max-semi-space-size=16',
    entry,
    ...args,
  ]
  const limits = [`--data=${START_LIMITS.dataBytes}`, `--fsize=${START_LIMITS.fileBytes}`, `--nofile=${START_LIMITS.openFiles}`, '--core=0', '--']
  if (!namespacesAvailable()) return { command: 'prlimit', args: [...limits, node, ...nodeArgs], isolated: false, seccompFile: null }
  const seccompFile = seccompFilterFile()
  // A library path may be a link (/lib64/ld-linux…): its target is bound at the path the binary asks for.
  const binds = [...new Set([...nodeLibraries(node), ...readable])].flatMap((p) => ['--ro-bind', fs.realpathSync(p), p])
  const bwrap = [
    '--unshare-all',
    '--uid', '1000',
    '--gid', '1000',
    '--hostname', 'sandbox',
    '--die-with-parent',
    '--new-session',
    '--clearenv',
    '--setenv', 'HOME', '/tmp',
    // The private /tmp first: a checkout that lives under /tmp is then bound inside it, not hidden by it.
    '--tmpfs', '/tmp',
    ...binds,
    '--proc', '/proc',
    '--dev', '/dev',
    '--remount-ro', '/',
    '--chdir', '/tmp',
    ...(seccompFile ? ['--seccomp', String(SECCOMP_FD)] : []),
    '--',
  ]
  return { command: 'prlimit', args: [...limits, 'bwrap', ...bwrap, node, ...nodeArgs], isolated: true, seccompFile }
}
