import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { rootDir } from '@domain/repoPaths'
import { withCounts } from '@content/lib/counts'
import { contentDir } from '@content/lib/paths'
import { readCurriculum } from '@content/lib/read'

describe("README.md's curriculum counts", () => {
  it('are what content/ holds (npm run content:counts rewrites them)', () => {
    const readme = fs.readFileSync(path.join(rootDir, 'README.md'), 'utf8')
    expect(readme).toBe(withCounts(readme, readCurriculum(contentDir)))
  })
})
