import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { rootDir } from '@domain/repoPaths'
import { createScratchDatabase, dropScratchDatabase } from '../support/scratchPostgres'

/**
 * Migrations run on databases that already hold content: each probe starts from an empty database of the
 * suite's adapter (SQLite, or PostgreSQL with TEST_DB=postgres), in its own process.
 */
async function runProbe(probe: string): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-probe-'))
  const databaseUrl = process.env.TEST_DB === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'migration_probe') : undefined
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir }
    if (databaseUrl) env.DATABASE_URL = databaseUrl
    else delete env.DATABASE_URL
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(rootDir, 'node_modules/tsx/dist/cli.mjs'), probe], { cwd: rootDir, env })
    // The probe prints its answer on a line of its own: Payload logs to stdout too.
    const answer = stdout.split('\n').find((line) => line.startsWith('PROBE '))
    if (!answer) throw new Error(`${probe} printed no answer:\n${stdout}`)
    return JSON.parse(answer.slice('PROBE '.length))
  } finally {
    if (databaseUrl) await dropScratchDatabase(databaseUrl)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

describe('migrations on a database with content', () => {
  it('site drafts: what was on the site stays, in every locale, and stays published', async () => {
    expect(await runProbe('tests/integration/probes/draftsMigration.ts')).toEqual({
      documents: [{ title: 'Kept title', status: 'published' }, { title: '残る題名', status: 'published' }],
      news: [{ title: 'Kept news', status: 'published' }],
      landing: { heroTitle: 'Kept hero', status: 'published' },
    })
  })
})
