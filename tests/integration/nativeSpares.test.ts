import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadPlugin, pluginsDir } from '@judge/pluginHost/loader'
import { createPool, type RunPool } from '@judge/sandbox/runPool'

/** docs/judge-sandbox.md "Native runtimes": processes started ahead of a run, and what happens when one dies. */
let pool: RunPool
const hello = [{ path: 'main.rb', content: "puts 'Hello, World!'\n" }]

beforeAll(async () => {
  pool = createPool(loadPlugin(path.join(pluginsDir, 'ruby')), { size: 1, spares: 2 })
  await pool.ready()
})
afterAll(() => pool.close())

describe('the warm launchers of a native plugin', () => {
  it('are not handed a run once they have died while waiting: the run gets a process that works', async () => {
    // Every waiting launcher is killed from outside, as the machine's OOM killer or an operator might.
    spawnSync('pkill', ['-KILL', '-f', path.join(pluginsDir, 'ruby', 'launcher.rb')])
    await new Promise((resolve) => setTimeout(resolve, 300))
    const output = await pool.run({ files: hello, stdin: '' }, { owner: 'user:spares' })
    expect(output).toMatchObject({ status: 'ok', stdout: 'Hello, World!\n' })
  })

  it('serve every run in a process of its own: nothing a run leaves in its interpreter reaches the next', async () => {
    await pool.run({ files: [{ path: 'main.rb', content: '$left = 1\n' }], stdin: '' }, { owner: 'user:spares' })
    const next = await pool.run({ files: [{ path: 'main.rb', content: "puts($left ? 'left' : 'clean')\n" }], stdin: '' }, { owner: 'user:spares' })
    expect(next.stdout).toBe('clean\n')
  })
})
