import initSqlJs, { type SqlJsStatic } from 'sql.js'
import { createHash } from 'node:crypto'
import type { ResultTable, RunInput, RunOutput, Runtime, SourceFile } from '../contract.ts'

type Result = Omit<RunOutput, 'durationMs'>

/** SQLite's own heap cap for one run: a runaway query fails inside SQLite instead of growing the worker. */
const HEAP_LIMIT_BYTES = 48 * 1024 * 1024

/**
 * SQLite compiled to WebAssembly (sql.js). Each run gets a fresh in-memory database built from the page's
 * hidden seed files, so runs never see each other's changes. There is no file or network access in sql.js.
 */
export default function createSqlRuntime(): Runtime {
  let SQL: SqlJsStatic
  return {
    async init() {
      SQL = await initSqlJs()
    },
    async run(input) {
      return run(SQL, input)
    },
    async reset() {},
  }
}

function run(SQL: SqlJsStatic, { files, entry, support = [], limits }: RunInput): Result {
  const file = files.find((f) => (entry ? f.path === entry : f.path.endsWith('.sql')))
  if (!file) return { status: 'error', stdout: '', stderr: '', error: { message: 'no SQL file to run' } }
  const db = new SQL.Database(seededImage(SQL, support))
  try {
    db.exec(`PRAGMA hard_heap_limit = ${HEAP_LIMIT_BYTES}`)
    let table: ResultTable = { columns: [], rows: [] }
    let bytes = 0
    try {
      // Rows are read one at a time so a huge result stops at the output cap instead of filling memory.
      for (const statement of db.iterateStatements(file.content)) {
        const refused = refusal(statement.getSQL())
        if (refused) {
          statement.free()
          return { status: 'error', stdout: '', stderr: '', error: { message: refused, file: file.path } }
        }
        const columns = statement.getColumnNames()
        const rows: ResultTable['rows'] = []
        while (statement.step()) {
          const row = (statement.get() as (string | number | null | Uint8Array)[]).map(cellOf)
          bytes += row.reduce<number>((n, v) => n + String(v).length + 1, 0)
          if (bytes > limits.outputBytes) {
            statement.free()
            return { status: 'output_limit', stdout: formatTable({ columns, rows }), stderr: '' }
          }
          rows.push(row)
        }
        if (columns.length > 0) table = { columns, rows }
      }
    } catch (error) {
      const message = (error as Error).message
      if (/out of memory/i.test(message)) return { status: 'memory_limit', stdout: '', stderr: message }
      return { status: 'error', stdout: '', stderr: '', error: { message, kind: sqlErrorKind(message), file: file.path } }
    }
    return { status: 'ok', stdout: formatTable(table), stderr: '', table }
  } finally {
    db.close()
  }
}

/**
 * The page's seed database, built once per seed and kept as an image: every run opens a fresh copy of it,
 * which is faster than replaying the seed's statements and just as isolated.
 */
const seedImages = new Map<string, Uint8Array>()
function seededImage(SQL: SqlJsStatic, support: SourceFile[]): Uint8Array | undefined {
  const seeds = support.filter((f) => f.path.endsWith('.sql')).sort((a, b) => a.path.localeCompare(b.path))
  if (seeds.length === 0) return undefined
  const key = createHash('sha256').update(JSON.stringify(seeds)).digest('hex')
  let image = seedImages.get(key)
  if (!image) {
    const db = new SQL.Database()
    try {
      for (const seed of seeds) db.exec(seed.content)
      image = db.export()
    } finally {
      db.close()
    }
    seedImages.set(key, image)
    if (seedImages.size > 50) seedImages.delete(seedImages.keys().next().value!)
  }
  return image
}

/**
 * Statements that create or name database files (ATTACH 'x.db', VACUUM INTO 'x.db'): files would outlive the
 * run in sql.js's in-memory file system, and no exercise needs them.
 */
const FILE_STATEMENT = /^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*(ATTACH|DETACH|VACUUM)\b/i
/** fts3_tokenizer installs a tokenizer by pointer: SQLite's classic way out of the engine. No exercise uses it. */
const POINTER_FUNCTION = /\bfts3_tokenizer\b/i

/** Why a statement is refused before it runs, or null. */
function refusal(statement: string): string | null {
  if (FILE_STATEMENT.test(statement)) return 'ATTACH, DETACH and VACUUM are not available in exercises'
  if (POINTER_FUNCTION.test(statement)) return 'fts3_tokenizer is not available in exercises'
  return null
}

/** Longest BLOB shown in a result, in bytes: a huge randomblob() is cut before it becomes a huge string. */
const BLOB_SHOWN_BYTES = 64

/** A result cell as the table shows it; a BLOB as SQLite's hex literal, cut at BLOB_SHOWN_BYTES. */
function cellOf(value: string | number | null | Uint8Array): string | number | null {
  if (!(value instanceof Uint8Array)) return value
  const hex = Buffer.from(value.subarray(0, BLOB_SHOWN_BYTES)).toString('hex').toUpperCase()
  return `X'${hex}${value.length > BLOB_SHOWN_BYTES ? '…' : ''}'`
}

/** A plain-text rendering of the result (tab-separated, header first) for consoles and OutputJudge. */
function formatTable({ columns, rows }: ResultTable): string {
  if (columns.length === 0) return ''
  return [columns, ...rows].map((row) => row.map((v) => (v === null ? 'NULL' : String(v))).join('\t')).join('\n') + '\n'
}

/** SQLite's error classes a learner meets, for the host's explanation in the learner's language. */
function sqlErrorKind(message: string): string | undefined {
  if (/syntax error|incomplete input|unrecognized token/i.test(message)) return 'sql:syntax'
  if (/no such table/i.test(message)) return 'sql:no_such_table'
  if (/no such column|ambiguous column/i.test(message)) return 'sql:no_such_column'
  return undefined
}
