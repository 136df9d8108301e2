import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { rootDir } from '../../cms/paths'

/**
 * What the kit leaves on the host for hostile programs to find, and how it finds what they left: a canary
 * file in a folder like the platform's data directory, a marker for processes and files, a loopback listener.
 */
export async function hostTraces() {
  // Beside the repository, like the default data directory: a sandbox that shows the checkout would show it.
  const dir = fs.mkdtempSync(path.join(rootDir, '.conformance-'))
  const canary = `canary-${crypto.randomBytes(12).toString('hex')}`
  const canaryPath = path.join(dir, 'platform-secret.txt')
  fs.writeFileSync(canaryPath, `${canary}\n`)
  const marker = `olkit${crypto.randomBytes(6).toString('hex')}`
  let connections = 0
  const server = net.createServer((socket) => {
    connections++
    socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  return {
    port,
    canary,
    /** The hostile programs' stdin (see ConformancePrograms). */
    stdin: `${canaryPath}\n${marker}\n${port}\n`,
    connections: () => connections,
    /** Host processes whose command line carries the marker (left behind by a run). */
    markedProcesses: () => processesWith(marker),
    /** Host files named with the marker, where a program could have written them. */
    markedFiles: () => [os.tmpdir(), rootDir, process.cwd()].map((d) => path.join(d, marker)).filter((f) => fs.existsSync(f)),
    async close() {
      for (const pid of processesWith(marker)) {
        try {
          process.kill(pid, 'SIGKILL')
        } catch {
          // Already gone.
        }
      }
      for (const file of [os.tmpdir(), rootDir, process.cwd()].map((d) => path.join(d, marker))) fs.rmSync(file, { force: true })
      fs.rmSync(dir, { recursive: true, force: true })
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function processesWith(marker: string): number[] {
  const found: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    try {
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) found.push(Number(entry))
    } catch {
      // Exited meanwhile.
    }
  }
  return found
}
