import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { architectureFindings } from '../support/architectureRules'
import { rootDir } from '../support/importGraph'

/** The house's shape (docs/architecture.md): floors, no folder cycles, one front door for learner calls. */
describe('architecture', () => {
  it('the repository keeps its shape', () => {
    expect(architectureFindings()).toEqual([])
  })

  it('names each broken rule in a tree that breaks them', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'architecture-'))
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), text)
    }
    write('tsconfig.json', fs.readFileSync(path.join(rootDir, 'tsconfig.json'), 'utf8'))
    write('domain/words.ts', "import { store } from '@cms/store'\nexport const words = store\n")
    write('cms/store.ts', "export const store = 1\n")
    write('cms/collections/Things/index.ts', "export const call = learnerEndpoint('get', '/things', async () => ({}))\n")
    write('site/src/page.ts', "import { run } from '@judge/run'\nexport const page = run\n")
    write('judge/run.ts', "import { page } from '@site/page'\nexport const run = page\n")
    write('site/src/types.ts', "import type { User } from '@cms/payload-types'\nexport type U = User\n")
    write('cms/payload-types.ts', 'export interface User { id: number }\n')
    write('cms/migrations/sqlite/20260101_000000_backfill.ts', "import { backfill } from '../../slides/backfill.ts'\nexport const up = backfill\n")
    write('cms/slides/backfill.ts', "import { store } from '@cms/store'\nexport const backfill = store\n")
    execFileSync('git', ['init', '-q'], { cwd: root })

    const findings = architectureFindings(root)
    expect(findings).toContain("domain/words.ts imports cms/store.ts ('@cms/store'): domain/ holds the shared words and imports nothing above it")
    expect(findings).toContain("site/src/page.ts imports judge/run.ts ('@judge/run'): the site reaches the CMS and the judge only through domain/ (the API and socket schemas), never their internals")
    expect(findings).toContain("judge/run.ts imports site/src/page.ts ('@site/page'): judge/ may not import site/")
    expect(findings).toContain('the folders judge, site import each other in a cycle (judge/run.ts → site/src/page.ts; site/src/page.ts → judge/run.ts)')
    expect(findings).toContain('cms/collections/Things/index.ts defines a learner call: every learner call lives under cms/api/<area>/ and is mounted from its area\'s list')
    expect(findings).toContain("cms/slides/backfill.ts imports '@cms/store' and a migration runs it: Payload loads migrations with Node's import(), so use a relative path with its extension")
    // Type-only use of the CMS's generated types is the site's one allowed reach into cms/.
    expect(findings.filter((finding) => finding.startsWith('site/src/types.ts'))).toEqual([])
    fs.rmSync(root, { recursive: true, force: true })
  })
})
