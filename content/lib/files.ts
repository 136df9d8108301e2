import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import type { z } from 'zod'
import { ContentError } from './errors'

/** Reads and validates one YAML file; errors name the file (relative to `root`) and the field. */
export function readYaml<T extends z.ZodType>(root: string, file: string, schema: T): z.output<T> {
  const rel = path.relative(root, file)
  let raw: unknown
  try {
    raw = YAML.parse(fs.readFileSync(file, 'utf8'), { prettyErrors: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ContentError(rel, null, 'file is missing')
    throw new ContentError(rel, null, `not valid YAML: ${(error as Error).message}`)
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw ContentError.fromZod(rel, parsed.error)
  return parsed.data
}

/** The canonical YAML the exporter writes: literal blocks for multi-line text, no line folding. */
export function toYaml(value: unknown): string {
  return YAML.stringify(value, { lineWidth: 0, blockQuote: 'literal', aliasDuplicateObjects: false })
}

export interface CodeFile {
  path: string
  content: string
}

/** Every file below `dir` as {path relative to dir with '/' separators, text}; sorted for a stable order. */
export function readTree(dir: string): CodeFile[] {
  if (!fs.existsSync(dir)) return []
  const files: CodeFile[] = []
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) walk(full)
      else files.push({ path: path.relative(dir, full).split(path.sep).join('/'), content: fs.readFileSync(full, 'utf8') })
    }
  }
  walk(dir)
  return files
}

/** Writes files below `dir`, refusing paths that would escape it. */
export function writeTree(dir: string, files: CodeFile[]): void {
  for (const file of files) {
    const target = path.resolve(dir, file.path)
    if (!target.startsWith(path.resolve(dir) + path.sep)) throw new Error(`refusing to write outside ${dir}: ${file.path}`)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, file.content)
  }
}

/** A copy of a JSON value with every object's keys in sorted order. */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, sortKeysDeep((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}
