import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * A seccomp filter for the sandboxed runtimes (docs/judge-sandbox.md): system calls a runtime never needs and
 * that widen the kernel's attack surface, or would start processes, fail with EPERM. Threads stay possible
 * (clone with CLONE_THREAD); new processes do not (fork, vfork, clone without it; clone3 answers ENOSYS so
 * the C library falls back to clone). x86-64 only: elsewhere the sandbox runs without it.
 */
const DENIED_X64: Record<string, number> = {
  fork: 57, vfork: 58, ptrace: 101, pivot_root: 155, chroot: 161, acct: 163, mount: 165, umount2: 166, swapon: 167,
  swapoff: 168, reboot: 169, sethostname: 170, setdomainname: 171, init_module: 175, delete_module: 176,
  quotactl: 179, lookup_dcookie: 212, kexec_load: 246, add_key: 248, request_key: 249, keyctl: 250, unshare: 272,
  perf_event_open: 298, fanotify_init: 300, name_to_handle_at: 303, open_by_handle_at: 304, setns: 308,
  process_vm_readv: 310, process_vm_writev: 311, finit_module: 313, kexec_file_load: 320, bpf: 321, execveat: 322,
  userfaultfd: 323, io_uring_setup: 425, io_uring_enter: 426, io_uring_register: 427, open_tree: 428,
  move_mount: 429, fsopen: 430, fsconfig: 431, fsmount: 432, fspick: 433,
}
const CLONE = 56
const CLONE3 = 435
const CLONE_THREAD = 0x00010000
const AUDIT_ARCH_X86_64 = 0xc000003e
const X32_SYSCALL_BIT = 0x40000000

const LOAD_WORD = 0x20 // BPF_LD | BPF_W | BPF_ABS
const JUMP_EQUAL = 0x15 // BPF_JMP | BPF_JEQ | BPF_K
const JUMP_GREATER_EQUAL = 0x35 // BPF_JMP | BPF_JGE | BPF_K
const JUMP_SET = 0x45 // BPF_JMP | BPF_JSET | BPF_K
const RETURN = 0x06 // BPF_RET | BPF_K
const ALLOW = 0x7fff0000
const ERRNO = 0x00050000
const EPERM = 1
const ENOSYS = 38

type Instruction = [code: number, jumpTrue: number, jumpFalse: number, k: number]

/** The filter as the kernel reads it: struct sock_filter { u16 code; u8 jt; u8 jf; u32 k } per instruction. */
export function seccompProgram(options: { processes?: boolean } = {}): Buffer {
  // With `processes` (toolchain set-up steps that run no learner input), fork, vfork and clone stay allowed.
  const denied = Object.entries(DENIED_X64)
    .filter(([name]) => !options.processes || (name !== 'fork' && name !== 'vfork'))
    .map(([, nr]) => nr)
  // Layout: checks, then the four answers at the end: [deny, enosys, allow] and the clone test before them.
  const program: Instruction[] = []
  // Instructions before the answers: arch check (3), syscall load and x32 test (2), the denied list, clone3 and
  // clone (2), the clone-flags test (2).
  const answersAt = () => 3 + 2 + denied.length + 2 + 2
  const toDeny = (from: number) => answersAt() - from - 1
  program.push([LOAD_WORD, 0, 0, 4]) // seccomp_data.arch
  program.push([JUMP_EQUAL, 1, 0, AUDIT_ARCH_X86_64])
  program.push([RETURN, 0, 0, ERRNO | EPERM])
  program.push([LOAD_WORD, 0, 0, 0]) // seccomp_data.nr
  program.push([JUMP_GREATER_EQUAL, toDeny(program.length), 0, X32_SYSCALL_BIT])
  for (const nr of denied) program.push([JUMP_EQUAL, toDeny(program.length), 0, nr])
  program.push([JUMP_EQUAL, toDeny(program.length) + 1, 0, CLONE3])
  program.push([JUMP_EQUAL, 0, toDeny(program.length) + 2, CLONE])
  program.push([LOAD_WORD, 0, 0, 16]) // seccomp_data.args[0], low half: the clone flags
  // Allowed processes: any clone goes to the allow answer; else only a thread's.
  if (options.processes) program.push([JUMP_SET, toDeny(program.length) + 2, toDeny(program.length) + 2, CLONE_THREAD])
  else program.push([JUMP_SET, toDeny(program.length) + 2, toDeny(program.length), CLONE_THREAD])
  if (program.length !== answersAt()) throw new Error('seccomp program layout changed')
  program.push([RETURN, 0, 0, ERRNO | EPERM])
  program.push([RETURN, 0, 0, ERRNO | ENOSYS])
  program.push([RETURN, 0, 0, ALLOW])
  const bytes = Buffer.alloc(program.length * 8)
  program.forEach(([code, jt, jf, k], i) => {
    bytes.writeUInt16LE(code, i * 8)
    bytes.writeUInt8(jt, i * 8 + 2)
    bytes.writeUInt8(jf, i * 8 + 3)
    bytes.writeUInt32LE(k >>> 0, i * 8 + 4)
  })
  return bytes
}

const filterFiles = new Map<boolean, string | null>()

/**
 * A file holding the filter (written once per process), or null where it does not apply (not x86-64);
 * `processes` gives the variant that lets a toolchain start its own processes.
 */
export function seccompFilterFile(processes = false): string | null {
  const known = filterFiles.get(processes)
  if (known !== undefined) return known
  if (process.arch !== 'x64') return null
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'open-learn-seccomp-')), processes ? 'toolchain.bpf' : 'runtime.bpf')
  fs.writeFileSync(file, seccompProgram({ processes }))
  filterFiles.set(processes, file)
  return file
}
