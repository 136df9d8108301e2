import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataDir, rootDir } from '@domain/repoPaths'
import { discoverPlugins } from '@judge/pluginHost/loader'
import { namespacesAvailable } from '@judge/sandbox/sandboxCommand'
import { sandboxReadablePaths } from '@judge/sandbox/sandboxFiles'
import { SandboxProcess } from '@judge/sandbox/sandboxProcess'

/**
 * Looks at a live sandboxed runtime process from the host (docs/judge-sandbox.md "The layers"): its
 * namespaces, privileges, seccomp filter, limits and filesystem, as the kernel reports them in /proc.
 */
const python = discoverPlugins().find((p) => p.manifest.id === 'python')!
let sandbox: SandboxProcess
let pid: number

beforeAll(async () => {
  sandbox = new SandboxProcess(
    { pluginId: 'python', runtimeModule: python.runtimeModule, readable: sandboxReadablePaths(python), memoryMb: python.manifest.limits.memoryMb },
    2 ** 20,
    () => undefined,
  )
  await sandbox.ready
  pid = sandbox.runtimePid()!
})
afterAll(async () => {
  await sandbox?.close()
})

const status = (field: string) => new RegExp(`^${field}:\\s+(.+)$`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
const limit = (name: string) => new RegExp(`^${name}\\s+(\\S+)\\s+(\\S+)`, 'm').exec(fs.readFileSync(`/proc/${pid}/limits`, 'utf8'))?.slice(1)
const inside = (file: string) => fs.existsSync(path.join(`/proc/${pid}/root`, file))

describe('a sandboxed runtime process', () => {
  it('runs on this machine inside bubblewrap (CI installs it)', () => {
    expect(namespacesAvailable()).toBe(true)
    expect(sandbox.isolated).toBe(true)
    expect(pid).toBeGreaterThan(0)
  })

  it('has namespaces of its own: user, mount, PID, network, IPC and UTS', () => {
    for (const ns of ['user', 'mnt', 'pid', 'net', 'ipc', 'uts']) {
      expect(fs.readlinkSync(`/proc/${pid}/ns/${ns}`), ns).not.toBe(fs.readlinkSync(`/proc/self/ns/${ns}`))
    }
    // No interface but loopback, and that one down.
    const devices = fs.readFileSync(`/proc/${pid}/net/dev`, 'utf8').split('\n').slice(2).filter(Boolean).map((l) => l.split(':')[0].trim())
    expect(devices).toEqual(['lo'])
  })

  it('holds no capability, cannot gain privileges, and runs under a seccomp filter', () => {
    expect(status('CapEff')).toBe('0000000000000000')
    expect(status('CapPrm')).toBe('0000000000000000')
    expect(status('NoNewPrivs')).toBe('1')
    expect(status('Seccomp')).toBe('2')
  })

  it('has a data limit of its warm size plus one run, a file size limit and no core dumps', () => {
    const [softData] = limit('Max data size')!
    expect(softData).not.toBe('unlimited')
    const committed = Number(/^VmData:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024
    // Set from the warm size when the process became ready; idle garbage collection may have shrunk it since.
    expect(Number(softData) - committed).toBeLessThanOrEqual((python.manifest.limits.memoryMb + 64) * 2 ** 20)
    expect(Number(softData)).toBeLessThan(2 * 2 ** 30)
    expect(limit('Max file size')).toEqual([String(16 * 2 ** 20), String(16 * 2 ** 20)])
    expect(limit('Max core file size')).toEqual(['0', '0'])
  })

  it('sees only the runtime\'s files: no repository, data directory, /etc or database socket', () => {
    expect(inside(path.join(rootDir, 'plugins', 'python', 'runtime.ts'))).toBe(true)
    expect(inside(path.join(rootDir, 'cms'))).toBe(false)
    expect(inside(path.join(rootDir, 'plugins', 'sql'))).toBe(false)
    expect(inside(path.join(rootDir, 'node_modules', 'payload'))).toBe(false)
    expect(inside(dataDir)).toBe(false)
    expect(inside('/etc/passwd')).toBe(false)
    expect(inside('/run/postgresql')).toBe(false)
    expect(inside('/bin/sh')).toBe(false)
  })
})
