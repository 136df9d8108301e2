import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { rootDir } from '@domain/repoPaths'
import { freePort } from './freePort'

export interface SpawnedPlatform {
  url: string
  port: number
  /** The platform's process (its group leader: everything it starts is below it). */
  pid: number
  /** The run's folder: data/ (the SQLite database) and site/ (the site builds). */
  scratch: string
  logFile: string
  /** SIGTERM and remove the scratch folder; `crash` SIGKILLs and keeps it, so the platform can be started on it again. */
  stop(options?: { crash?: boolean }): Promise<void>
}

export interface SpawnOptions {
  /** Start on an earlier run's folder and port (after a crash) instead of fresh ones. */
  reuse?: { scratch: string; port: number }
  /** Listen on this port (chosen beforehand, say for an identity provider's redirect URL) instead of a free one. */
  port?: number
  /** Resolve once the server answers, before the site build finishes (a restart serves the previous build). */
  untilServing?: boolean
}

/**
 * Starts the platform exactly as `npm start` does, in its own process, on a free port with a fresh embedded
 * SQLite database and site-build folder, and resolves once it says Ready. Used by the e2e suite and benchmarks.
 */
export async function spawnPlatform(env: Record<string, string> = {}, options: SpawnOptions = {}): Promise<SpawnedPlatform> {
  const scratch = options.reuse?.scratch ?? fs.mkdtempSync(path.join(os.tmpdir(), 'platform-run-'))
  const port = options.reuse?.port ?? options.port ?? (await freePort())
  const logFile = path.join(scratch, 'platform.log')
  const log = fs.createWriteStream(logFile, { flags: 'a' })
  const readyLine = options.untilServing ? 'Serving on' : 'Ready:'
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: rootDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(scratch, 'data'), SITE_BUILDS_DIR: path.join(scratch, 'site'), DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a crash takes down everything it started (judge sandboxes, warm Chromium).
    detached: true,
  })
  await new Promise<void>((resolve, reject) => {
    let seen = ''
    const onData = (chunk: Buffer) => {
      log.write(chunk)
      seen += chunk.toString()
      if (seen.includes(readyLine)) resolve()
      if (seen.includes('could not be built')) {
        // It would keep serving (and holding its port) though nobody waits for it any more.
        process.kill(-child.pid!, 'SIGKILL')
        reject(new Error(`the site build failed; see ${logFile}\n${seen.slice(-3000)}`))
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the platform exited (${code}) before it was ready; see ${logFile}\n${seen.slice(-3000)}`)))
  })
  return {
    url: `http://localhost:${port}`,
    port,
    pid: child.pid!,
    scratch,
    logFile,
    async stop({ crash = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        // The whole group, as a terminal's Ctrl-C would: a site build still running goes too.
        process.kill(-child.pid!, crash ? 'SIGKILL' : 'SIGTERM')
        await exited
      }
      log.end()
      if (!crash) fs.rmSync(scratch, { recursive: true, force: true })
    },
  }
}
