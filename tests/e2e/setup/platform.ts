import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { E2E_STAFF } from '../../support/browser'

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
 * Starts the platform exactly as `npm start` does (its own process, a fresh embedded SQLite database and
 * site build folder) and waits until it says Ready. The starter curriculum is imported on this first start.
 */
export default async function setup() {
  // Pointing E2E_BASE_URL at an already running platform (started with the E2E_STAFF account) skips the start.
  if (process.env.E2E_BASE_URL) return
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-e2e-'))
  const port = await freePort()
  const log = fs.createWriteStream(path.join(scratch, 'platform.log'))
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(scratch, 'data'),
      SITE_BUILDS_DIR: path.join(scratch, 'site'),
      STAFF_EMAIL: E2E_STAFF.email,
      STAFF_PASSWORD: E2E_STAFF.password,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const ready = new Promise<void>((resolve, reject) => {
    let seen = ''
    const onData = (chunk: Buffer) => {
      log.write(chunk)
      seen += chunk.toString()
      if (seen.includes('Ready:')) resolve()
      if (seen.includes('could not be built')) reject(new Error(`the site build failed; see ${scratch}/platform.log`))
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the platform exited (${code}) before it was ready; see ${scratch}/platform.log\n${seen.slice(-3000)}`)))
  })
  await ready
  process.env.E2E_BASE_URL = `http://localhost:${port}`
  return async () => {
    child.kill('SIGTERM')
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))
    log.end()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}
