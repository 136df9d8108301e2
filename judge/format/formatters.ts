/**
 * The formatters the judge host offers plugins (docs/judge-sandbox.md "Formatting"), by file extension. Pure
 * JavaScript parsers and printers (prettier's standalone build, sql-formatter): they never run the learner's
 * code. This module runs only inside the format worker (formatWorker.ts), so it imports nothing of the repo.
 */
import * as prettier from 'prettier/standalone'
import * as babel from 'prettier/plugins/babel'
import * as estree from 'prettier/plugins/estree'
import * as html from 'prettier/plugins/html'
import * as postcss from 'prettier/plugins/postcss'
import { format as formatSql } from 'sql-formatter'

type Formatter = (code: string) => Promise<string>

const withPrettier =
  (parser: string): Formatter =>
  (code) =>
    prettier.format(code, { parser, plugins: [babel, estree, html, postcss], printWidth: 80, tabWidth: 2 })

export const FORMATTERS: Record<string, Formatter> = {
  '.html': withPrettier('html'),
  '.htm': withPrettier('html'),
  '.css': withPrettier('css'),
  '.scss': withPrettier('scss'),
  '.js': withPrettier('babel'),
  '.mjs': withPrettier('babel'),
  '.sql': async (code) => `${formatSql(code, { language: 'sqlite', tabWidth: 2 }).trimEnd()}\n`,
}

/** The line a formatter's parse error names, when it names one. */
export function errorLine(error: unknown): number | undefined {
  const loc = (error as { loc?: { start?: { line?: number } } }).loc?.start?.line
  if (typeof loc === 'number') return loc
  const match = /line (\d+)/i.exec(String((error as Error)?.message ?? ''))
  return match ? Number(match[1]) : undefined
}
