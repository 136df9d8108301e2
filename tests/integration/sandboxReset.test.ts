import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rootDir } from '@domain/repoPaths'
import { loadPlugin } from '@judge/pluginHost/loader'
import { LearnerPool } from '@judge/sandbox/learnerPool'
import { RESET_MS } from '@judge/sandbox/sandboxProcess'

/**
 * A runtime's reset after a run belongs to that run (plugins/README.md "What the host guarantees"): the next
 * run is sent only once the reset is done, so it keeps its whole time limit, and a reset that never ends costs
 * the learner a fresh process, not a hung judge. The test plugin's runs answer at once; stdin sets the reset.
 */
const plugin = loadPlugin(path.join(rootDir, 'tests', 'fixtures', 'plugins', 'slow-reset'))
const files = [{ path: 'main.txt', content: '' }]
let pool: LearnerPool

beforeAll(async () => {
  pool = new LearnerPool(plugin.manifest, plugin, { size: 1, spares: 1 })
  await pool.ready()
})
afterAll(() => pool?.close())

describe('the sandbox pool and a runtime reset', () => {
  it('sends the next run after the reset, so a reset longer than the time limit costs that run nothing', async () => {
    // This reset takes 1.5 s: longer than the next run's 1 s limit and the grace after it.
    expect((await pool.run({ files, stdin: '1500' }, { owner: 'slow' })).status).toBe('ok')
    const next = await pool.run({ files, stdin: '0' }, { owner: 'slow' })
    expect(next).toMatchObject({ status: 'ok', stdout: 'ran' })
  })

  it("replaces a process whose reset never ends, and serves the learner's next run from a fresh one", { timeout: RESET_MS + 30_000 }, async () => {
    expect((await pool.run({ files, stdin: 'hang' }, { owner: 'hung' })).status).toBe('ok')
    const next = await pool.run({ files, stdin: '0' }, { owner: 'hung' })
    expect(next).toMatchObject({ status: 'ok', stdout: 'ran' })
  })
})
