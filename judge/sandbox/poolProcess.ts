/**
 * The child process of an IsolatedPool: hosts the worker pool of one plugin inside the sandbox that
 * sandboxCommand built, and answers run requests over IPC. It exits when its memory passes the plugin's
 * budget, so a memory bomb costs a restart of this process, never the server.
 */
import { loadPlugin } from '../plugins/loader'
import { RuntimePool } from './runtimePool'
import type { RunInput } from '../../plugins/contract'

const [pluginDir, sizeArg] = process.argv.slice(2)
const plugin = loadPlugin(pluginDir)
const size = Number(sizeArg ?? 1)
const pool = new RuntimePool(plugin.manifest, plugin.runtimeModule, size)
const budgetBytes = (size + 1) * plugin.manifest.limits.memoryMb * 2 ** 20 + 256 * 2 ** 20

/** Must equal isolatedPool.ts's MEMORY_EXIT_CODE. */
const MEMORY_EXIT_CODE = 86

setInterval(() => {
  if (process.memoryUsage.rss() > budgetBytes) process.exit(MEMORY_EXIT_CODE)
}, 50).unref()

process.on('message', async (message: { type: 'run'; id: number; input: RunInput }) => {
  if (message.type !== 'run') return
  const output = await pool.run(message.input)
  process.send!({ type: 'result', id: message.id, output })
})
process.on('disconnect', () => process.exit(0))

await pool.ready()
process.send!({ type: 'ready' })
