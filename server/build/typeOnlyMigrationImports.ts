import fs from 'node:fs'
import path from 'node:path'

/**
 * Payload writes `import { MigrateUpArgs, MigrateDownArgs, sql } from …` in new migrations. Payload loads
 * migrations with a native import(), and Node's type stripping keeps that line, which fails because the two
 * Args are types. Marking them `type` makes the files load under Node, tsx and vitest alike.
 */
export function markMigrationTypeImports(dir: string): void {
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.ts') || file === 'index.ts') continue
    const full = path.join(dir, file)
    const source = fs.readFileSync(full, 'utf8')
    const fixed = source.replace(
      /^import \{ MigrateUpArgs, MigrateDownArgs, sql \} from/m,
      'import { type MigrateUpArgs, type MigrateDownArgs, sql } from',
    )
    if (fixed !== source) fs.writeFileSync(full, fixed)
  }
}
