import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createScratchDatabase, dropScratchDatabase } from '@tests/support/scratchPostgres'

/** The platform environment of one database: its DATA_DIR and DATABASE_URL (empty: the embedded SQLite file). */
export type DatabaseEnv = { DATA_DIR: string; DATABASE_URL: string }

/**
 * Measures on a fresh embedded SQLite file, then on a scratch PostgreSQL database on BENCH_POSTGRES_URL's server
 * (default the local one), each with a DATA_DIR of its own, and removes both afterwards. `name` names the
 * scratch folder and database; the results come back in that order.
 */
export async function onBothDatabases<T>(name: string, measure: (label: string, env: DatabaseEnv) => Promise<T>): Promise<T[]> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`))
  for (const dir of ['sqlite', 'postgres']) fs.mkdirSync(path.join(scratch, dir))
  const results: T[] = []
  try {
    results.push(await measure('SQLite (embedded file)', { DATA_DIR: path.join(scratch, 'sqlite'), DATABASE_URL: '' }))
    const database = await createScratchDatabase(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', `bench_${name.replace(/-/g, '_')}`)
    try {
      results.push(await measure('PostgreSQL', { DATA_DIR: path.join(scratch, 'postgres'), DATABASE_URL: database }))
    } finally {
      await dropScratchDatabase(database)
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  return results
}
