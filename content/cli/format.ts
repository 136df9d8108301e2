/**
 * npm run content:format — rewrites content/ in the canonical form content:export writes (key order, YAML quoting),
 * without a CMS: read the files, write them back. `--check` only lists the files that would change (exit 1 if any),
 * so an author sees at once what the round trip (content:import then content:export) would rewrite. Course slugs as
 * arguments limit both to those courses' folders (authors working on different courses at once).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { contentDir } from '../lib/paths'
import { readCurriculum } from '../lib/read'
import { writeCurriculum } from '../lib/write'

const check = process.argv.includes('--check')
const onlyCourses = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'content-format-'))
try {
  writeCurriculum(scratch, readCurriculum(contentDir))
  const courses = onlyCourses.length ? onlyCourses : fs.readdirSync(path.join(scratch, 'courses'))
  const differing = courses.flatMap((course) => differences(course))
  if (!onlyCourses.length && fs.readFileSync(path.join(contentDir, 'languages.yml'), 'utf8') !== fs.readFileSync(path.join(scratch, 'languages.yml'), 'utf8'))
    differing.push('languages.yml')
  for (const file of differing) console.log(`${check ? 'not canonical' : 'rewritten'}: content/${file}`)
  if (!check && differing.length) {
    for (const course of courses) {
      fs.rmSync(path.join(contentDir, 'courses', course), { recursive: true, force: true })
      fs.cpSync(path.join(scratch, 'courses', course), path.join(contentDir, 'courses', course), { recursive: true })
    }
    if (!onlyCourses.length) fs.copyFileSync(path.join(scratch, 'languages.yml'), path.join(contentDir, 'languages.yml'))
  }
  if (check && differing.length) process.exitCode = 1
} finally {
  fs.rmSync(scratch, { recursive: true, force: true })
}

/** A course's files (relative to content/) that are in one tree and not the other, or differ. */
function differences(course: string): string[] {
  const ours = path.join(contentDir, 'courses', course)
  const canonical = path.join(scratch, 'courses', course)
  const list = (root: string) =>
    new Set(fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(root, f)).isFile()) : [])
  const a = list(ours)
  const b = list(canonical)
  const all = [...new Set([...a, ...b])].sort()
  return all
    .filter((f) => !a.has(f) || !b.has(f) || !fs.readFileSync(path.join(ours, f)).equals(fs.readFileSync(path.join(canonical, f))))
    .map((f) => path.join('courses', course, f))
}
