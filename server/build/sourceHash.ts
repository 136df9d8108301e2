import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { rootDir } from '@domain/repoPaths'

/**
 * A hash of every file below the given folders or files (skipping build output, and the `next-env.d.ts` that
 * `next build` itself writes: counted, it made the first build of a fresh clone stale at once), plus the lock file.
 */
export function sourceHash(folders: string[], skip: RegExp = /(^|\/)(\.next|node_modules|dist|next-env\.d\.ts)(\/|$)/): string {
  const hash = crypto.createHash('sha256')
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      const rel = path.relative(rootDir, full)
      if (skip.test(rel)) continue
      if (entry.isDirectory()) walk(full)
      else files.push(rel)
    }
  }
  for (const folder of folders) {
    if (fs.statSync(path.join(rootDir, folder)).isDirectory()) walk(path.join(rootDir, folder))
    else files.push(folder)
  }
  for (const rel of [...files.sort(), 'package-lock.json']) {
    const full = path.join(rootDir, rel)
    if (!fs.existsSync(full)) continue
    hash.update(rel).update('\0').update(fs.readFileSync(full))
  }
  return hash.digest('hex')
}
