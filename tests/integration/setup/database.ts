import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createScratchDatabase, dropScratchDatabase } from '../../support/scratchPostgres'

/**
 * One scratch database per run of the integration suite: a fresh SQLite file by default, or a fresh
 * PostgreSQL database when TEST_DB=postgres (on the server of TEST_DATABASE_URL). Workers inherit the env.
 */
export default async function setup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-it-'))
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  let databaseUrl: string | null = null
  if (process.env.TEST_DB === 'postgres') {
    const server = process.env.TEST_DATABASE_URL
    if (!server) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)')
    databaseUrl = await createScratchDatabase(server, 'platform_it')
    process.env.DATABASE_URL = databaseUrl
  } else {
    delete process.env.DATABASE_URL
  }
  return async () => {
    if (databaseUrl) await dropScratchDatabase(databaseUrl)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
