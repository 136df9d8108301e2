import type { Payload } from 'payload'
import { databaseKind } from '../database'

/** Applies the committed migrations of the selected adapter (MongoDB needs none: it has no schema). */
export async function migrate(payload: Payload): Promise<void> {
  if (databaseKind() === 'mongodb') return
  await payload.db.migrate()
}
