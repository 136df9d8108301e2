/** npm run content:counts — rewrites README.md's curriculum counts from content/ (content/lib/counts.ts). */
import fs from 'node:fs'
import path from 'node:path'
import { rootDir } from '@domain/repoPaths'
import { withCounts } from '../lib/counts'
import { contentDir } from '../lib/paths'
import { readCurriculum } from '../lib/read'

const readmePath = path.join(rootDir, 'README.md')
const before = fs.readFileSync(readmePath, 'utf8')
const after = withCounts(before, readCurriculum(contentDir))
if (after !== before) fs.writeFileSync(readmePath, after)
console.log(after === before ? 'README.md counts are current' : 'README.md counts rewritten')
