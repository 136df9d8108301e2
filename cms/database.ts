import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { dataDir, rootDir } from '@domain/repoPaths'

export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

/** Which adapter DATABASE_URL selects: unset → the embedded SQLite file, postgres:// → PostgreSQL, mongodb:// → MongoDB. */
export function databaseKind(url = process.env.DATABASE_URL): DatabaseKind {
  if (!url) return 'sqlite'
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres'
  if (/^mongodb(\+srv)?:\/\//.test(url)) return 'mongodb'
  if (url.startsWith('file:')) return 'sqlite'
  throw new Error(`DATABASE_URL must start with postgres://, mongodb:// or file: (got "${url.split(':')[0]}:")`)
}

export const migrationDir = (kind: Exclude<DatabaseKind, 'mongodb'>) => path.join(rootDir, 'cms', 'migrations', kind)

/**
 * The database adapter. Schema push is off everywhere: the schema only changes through the committed
 * migrations in cms/migrations/{sqlite,postgres}, so development and production run the same SQL.
 */
export function databaseAdapter(url = process.env.DATABASE_URL): DatabaseAdapterObj {
  const kind = databaseKind(url)
  if (kind === 'postgres') {
    return postgresAdapter({ pool: { connectionString: url }, push: false, migrationDir: migrationDir('postgres') })
  }
  if (kind === 'mongodb') return mongooseAdapter({ url: url! })
  const fileUrl = url || `file:${path.join(dataDir, 'platform.db')}`
  return sqliteAdapter({ client: { url: fileUrl }, push: false, migrationDir: migrationDir('sqlite') })
}
