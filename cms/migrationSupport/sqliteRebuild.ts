import { sql, type MigrateUpArgs } from '@payloadcms/db-sqlite'

type Db = MigrateUpArgs['db']

/**
 * SQLite cannot relax a column in place, so drizzle's generated migrations rebuild the table (create new,
 * copy, DROP, rename) behind `PRAGMA foreign_keys=OFF`. Payload runs each migration inside a transaction,
 * where that pragma does nothing: the DROP cascades and empties every table that references the rebuilt one
 * (its _locales rows, say). This keeps those rows aside while `rebuild` runs and puts them back afterwards.
 */
export async function rebuildKeepingReferences(db: Db, parents: string[], rebuild: () => Promise<void>): Promise<void> {
  const list = parents.map((p) => `'${p.replace(/'/g, "''")}'`).join(', ')
  const referencing = (await db.all<{ name: string }>(
    sql.raw(`SELECT DISTINCT m.name FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table' AND f."table" IN (${list})`),
  )).map((row) => row.name)
  for (const table of referencing) await db.run(sql.raw(`CREATE TEMP TABLE "keep_${table}" AS SELECT * FROM "${table}"`))
  await rebuild()
  for (const table of referencing) {
    const columns = (await db.all<{ name: string }>(sql.raw(`PRAGMA temp.table_info("keep_${table}")`))).map((c) => `"${c.name}"`).join(', ')
    await db.run(sql.raw(`DELETE FROM "${table}"`))
    await db.run(sql.raw(`INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM temp."keep_${table}"`))
    await db.run(sql.raw(`DROP TABLE temp."keep_${table}"`))
  }
}
