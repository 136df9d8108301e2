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

/**
 * prlimit's arguments: a data limit, a file size (START_LIMITS' unless `fileBytes`), START_LIMITS' open
 * files, no core dumps, and with `cpuSeconds` a CPU-time limit (a program that outlives its run, a previewed
 * server, cannot spin for ever).
 */
export const prlimitArgs = (dataBytes: number, { cpuSeconds, fileBytes = START_LIMITS.fileBytes }: { cpuSeconds?: number; fileBytes?: number } = {}) => [
  `--data=${dataBytes}`,
  `--fsize=${fileBytes}`,
  `--nofile=${START_LIMITS.openFiles}`,
  '--core=0',
  ...(cpuSeconds ? [`--cpu=${cpuSeconds}`] : []),
  '--',
]

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

const librariesOf = new Map<string, string[]>()

/**
 * The shared libraries the node binary links against (ldd), each bound alone: the sandbox holds no other
 * system file. Without ldd, the library folders.
 */
export function linkedLibraries(binary: string): string[] {
  const known = librariesOf.get(binary)
  if (known) return known
  const listed = spawnSync('ldd', [binary], { encoding: 'utf8', timeout: 5000 }).stdout ?? ''
  const files = [...listed.matchAll(/(\/\S+) \(0x/g)].map((m) => m[1]).filter((f) => fs.existsSync(f))
  const libraries = files.length ? files : ['/usr/lib', '/lib', '/lib64'].filter((dir) => fs.existsSync(dir))
  librariesOf.set(binary, libraries)
  return libraries
}

export interface Bind {
  /** The path inside the sandbox; the host path is its real path unless `from` says otherwise. */
  path: string
  from?: string
  writable?: boolean
}

/**
 * bubblewrap's arguments for a sandbox (docs/judge-sandbox.md): new user (uid 1000, no capabilities, so no
 * mount or umount), mount, PID, network (no interface but loopback), IPC, UTS and cgroup namespaces; a read-only
 * root holding only `binds`, a fresh /proc and minimal /dev, an empty writable /tmp; no environment but HOME and
 * `env`; a new session (no terminal to inject into); it dies with the judge; the seccomp filter read from
 * SECCOMP_FD when `seccomp`.
 */
export function bubblewrapArgs(options: {
  binds: Bind[]
  chdir: string
  seccomp: boolean
  env?: Record<string, string>
  /** Links made inside (target, path): /bin → usr/bin for a shell's view of the system. */
  symlinks?: [target: string, path: string][]
  /**
   * false keeps the terminal the sandbox was started on (a terminal session's own pseudo-terminal, so Ctrl+C
   * reaches its foreground program); every other sandbox gets a new session with no terminal to inject into.
   */
  newSession?: boolean
  /** false mounts no /proc (a terminal's shell: no process can reopen another's descriptors through it). */
  proc?: boolean
}): string[] {
  // A path may be a link (/lib64/ld-linux…): its target is bound at the path the binary asks for.
  const binds = options.binds.flatMap((b) => [b.writable ? '--bind' : '--ro-bind', b.from ?? fs.realpathSync(b.path), b.path])
  return [
    '--unshare-all',
    '--uid', '1000',
    '--gid', '1000',
    '--hostname', 'sandbox',
    '--die-with-parent',
    ...(options.newSession === false ? [] : ['--new-session']),
    '--clearenv',
    ...Object.entries({ HOME: '/tmp', ...options.env }).flatMap(([name, value]) => ['--setenv', name, value]),
    // The private /tmp first: a checkout that lives under /tmp is then bound inside it, not hidden by it.
    '--tmpfs', '/tmp',
    ...binds,
    ...(options.symlinks ?? []).flatMap(([target, link]) => ['--symlink', target, link]),
    ...(options.proc === false ? [] : ['--proc', '/proc']),
    '--dev', '/dev',
    '--remount-ro', '/',
    '--chdir', options.chdir,
    ...(options.seccomp ? ['--seccomp', String(SECCOMP_FD)] : []),
    '--',
  ]
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
  const limits = prlimitArgs(START_LIMITS.dataBytes)
  if (!namespacesAvailable()) return { command: 'prlimit', args: [...limits, node, ...nodeArgs], isolated: false, seccompFile: null }
  const seccompFile = seccompFilterFile()
  const binds = [...new Set([...linkedLibraries(node), ...readable])].map((p) => ({ path: p }))
  const bwrap = bubblewrapArgs({ binds, chdir: '/tmp', seccomp: seccompFile !== null })
  return { command: 'prlimit', args: [...limits, 'bwrap', ...bwrap, node, ...nodeArgs], isolated: true, seccompFile }
}
