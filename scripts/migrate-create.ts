/**
 * npm run migrate:create -- <name> — writes a new Payload migration for BOTH relational adapters
 * (cms/migrations/sqlite and cms/migrations/postgres) from the current collection config.
 * SQLite uses a throw-away file; PostgreSQL a throw-away database on MIGRATE_POSTGRES_URL's server
 * (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { migrationDir } from '@cms/database'
import { BIN, runNodeScript } from '@server/siteBuild/run'
import { markMigrationTypeImports } from '@server/build/typeOnlyMigrationImports'
import { withScratchPostgresDatabase } from '@tests/support/scratchPostgres'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run migrate:create -- <name in snake_case>')
  process.exit(1)
}
const env = { PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts' }
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-create-'))
await runNodeScript(BIN.payload, ['migrate:create', name], { ...env, DATA_DIR: scratch, DATABASE_URL: `file:${path.join(scratch, 'scratch.db')}` }, 'payload')
await withScratchPostgresDatabase(process.env.MIGRATE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', (url) =>
  runNodeScript(BIN.payload, ['migrate:create', name], { ...env, DATA_DIR: scratch, DATABASE_URL: url }, 'payload'),
)
fs.rmSync(scratch, { recursive: true, force: true })
markMigrationTypeImports(migrationDir('sqlite'))
markMigrationTypeImports(migrationDir('postgres'))
