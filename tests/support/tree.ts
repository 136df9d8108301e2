import fs from 'node:fs'
import path from 'node:path'

/** Every file below `dir` (optionally only below some of its entries) as {relative path: text}. */
export function readFilesBelow(dir: string, entries?: string[]): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) walk(full)
      else out[path.relative(dir, full)] = fs.readFileSync(full, 'utf8')
    }
  }
  for (const entry of entries ?? fs.readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (fs.statSync(full).isDirectory()) walk(full)
    else out[entry] = fs.readFileSync(full, 'utf8')
  }
  return out
}
