import { spawn } from 'node:child_process'
import { rootDir } from '@domain/repoPaths'
import type { RankingPeriod } from '@cms/progress/rankings/periods'
import type { Stats } from './measure'
import type { GeneratedRankings } from './rankingsData'
import type { GeneratedTeam } from './teamData'

/** The password apiServerChild.ts gives its learner. */
export const BENCH_PASSWORD = 'bench-password-1'

export interface ApiServerReady {
  url: string
  user: { id: number; email: string; exp?: Record<string, number> }
  generated?: GeneratedRankings
  /** Own-rank queries alone (no HTTP): the count before the buckets and the bucket sum, per period. */
  ownRankQueries?: { period: RankingPeriod; count: Stats; buckets: Stats }[]
  /** The generated team (the user is its admin). */
  team?: GeneratedTeam
}

/**
 * Starts bench/lib/apiServerChild.ts on the database `env` selects, echoing its progress, and resolves with
 * what it printed on READY once it serves. stop() ends it (SIGTERM) and waits for it to exit.
 */
export async function spawnApiServer(env: Record<string, string>, options: { rankingUsers?: number; team?: { members: number; clears: number } } = {}): Promise<ApiServerReady & { stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/apiServerChild.ts', JSON.stringify(options)], {
    cwd: rootDir,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const ready = await new Promise<ApiServerReady>((resolve, reject) => {
    let tail = ''
    let pending = ''
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString()
      const lines = pending.split('\n')
      pending = lines.pop()!
      for (const line of lines) {
        if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)) as ApiServerReady)
        else if (line.startsWith('» ')) console.log(line.slice(2))
        tail = (tail + line + '\n').slice(-3000)
      }
    })
    child.stderr.on('data', (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-3000)))
    child.once('exit', (code) => reject(new Error(`the bench API server exited (${code}) before it served\n${tail}`)))
  })
  return { ...ready, stop: async () => void (child.kill('SIGTERM'), await exited) }
}
