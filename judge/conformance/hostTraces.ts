import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { rootDir } from '@domain/repoPaths'
import { listenOnLoopback } from '../image/loopbackListener'
import { commandLineHas, processIds } from '../sandbox/procfs'

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
  // Where a program that escaped could write a file named with the marker: /tmp, the repository, its cwd.
  const markerPaths = [os.tmpdir(), rootDir, process.cwd()].map((dir) => path.join(dir, marker))
  const listener = await listenOnLoopback()
  const { port } = listener
  return {
    port,
    canary,
    canaryPath,
    marker,
    /** The hostile programs' stdin (see ConformancePrograms). */
    stdin: `${canaryPath}\n${marker}\n${port}\n`,
    /** TCP connections and UDP datagrams that reached the listener. */
    connections: () => listener.hits(),
    /** Host processes whose command line carries the marker (left behind by a run). */
    markedProcesses: () => processesWith(marker),
    /** Host files named with the marker, where a program could have written them. */
    markedFiles: () => markerPaths.filter((f) => fs.existsSync(f)),
    async close() {
      for (const pid of processesWith(marker)) {
        try {
          process.kill(pid, 'SIGKILL')
        } catch {
          // Already gone.
        }
      }
      for (const file of markerPaths) fs.rmSync(file, { force: true })
      fs.rmSync(dir, { recursive: true, force: true })
      await listener.close()
    },
  }
}

const processesWith = (marker: string) => processIds().filter((pid) => pid !== process.pid && commandLineHas(pid, marker))
