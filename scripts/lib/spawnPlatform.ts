import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { rootDir } from '../../cms/paths'

export interface SpawnedPlatform {
  url: string
  logFile: string
  stop(): Promise<void>
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/**
 * Starts the platform exactly as `npm start` does, in its own process, on a free port with a fresh embedded
 * SQLite database and site-build folder, and resolves once it says Ready. Used by the e2e suite and benchmarks.
 */
export async function spawnPlatform(env: Record<string, string> = {}): Promise<SpawnedPlatform> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-run-'))
  const port = await freePort()
  const logFile = path.join(scratch, 'platform.log')
  const log = fs.createWriteStream(logFile)
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: rootDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(scratch, 'data'), SITE_BUILDS_DIR: path.join(scratch, 'site'), DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    let seen = ''
    const onData = (chunk: Buffer) => {
      log.write(chunk)
      seen += chunk.toString()
      if (seen.includes('Ready:')) resolve()
      if (seen.includes('could not be built')) reject(new Error(`the site build failed; see ${logFile}\n${seen.slice(-3000)}`))
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the platform exited (${code}) before it was ready; see ${logFile}\n${seen.slice(-3000)}`)))
  })
  return {
    url: `http://localhost:${port}`,
    logFile,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      log.end()
      fs.rmSync(scratch, { recursive: true, force: true })
    },
  }
}
