import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { rootDir } from '@domain/repoPaths'
import { SharedSiteBuilds } from '@server/siteBuild/sharedSiteBuilds'
import { portWithFreeFollowers } from './freePort'
import { createScratchDatabase, dropScratchDatabase } from './scratchPostgres'

export interface SpawnedTopology {
  url: string
  /** deploy:local's own process: the web processes, workers and nginx are its children, each leading its group. */
  pid: number
  webPorts: number[]
  logFile: string
  stop(): Promise<void>
}

/**
 * `npm run deploy:local -- --web N --workers M` (deploy/README.md) on a scratch PostgreSQL database of `postgresUrl`'s
 * server and `redisUrl`, with data and site folders of its own; resolves once it says Ready. stop() ends it and
 * removes the database, the folders and its site-build keys in Redis.
 */
export async function spawnTopology(options: { web: number; workers: number; postgresUrl: string; redisUrl: string; env?: Record<string, string> }): Promise<SpawnedTopology> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-run-'))
  const databaseUrl = await createScratchDatabase(options.postgresUrl, 'topology')
  const port = await portWithFreeFollowers(options.web)
  // Kept after stop(), for a run that went wrong.
  const logFile = path.join(os.tmpdir(), `topology-${path.basename(scratch)}.log`)
  const log = fs.createWriteStream(logFile)
  const child = spawn(process.execPath, ['--import', 'tsx', 'deploy/local/cli.ts', '--web', String(options.web), '--workers', String(options.workers), '--port', String(port)], {
    cwd: rootDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: options.redisUrl,
      DATA_DIR: path.join(scratch, 'data'),
      SITE_BUILDS_DIR: path.join(scratch, 'site'),
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const cleanUp = async () => {
    await dropScratchDatabase(databaseUrl)
    const shared = new SharedSiteBuilds(options.redisUrl, { buildsDir: path.join(scratch, 'site') })
    await shared.clear()
    shared.close()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  try {
    await new Promise<void>((resolve, reject) => {
      let seen = ''
      const onData = (chunk: Buffer) => {
        log.write(chunk)
        seen = (seen + chunk.toString()).slice(-20_000)
        if (seen.includes('[deploy] Ready:')) resolve()
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
      child.once('exit', (code) => reject(new Error(`deploy:local exited (${code}) before it was ready:\n${seen.slice(-4000)}`)))
    })
  } catch (error) {
    await cleanUp()
    throw error
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    webPorts: Array.from({ length: options.web }, (_, i) => port + 1 + i),
    logFile,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      await cleanUp()
    },
  }
}
