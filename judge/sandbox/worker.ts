/**
 * A sandbox worker thread: loads one plugin's runtime module, initialises it (a warm worker), then serves runs
 * one at a time. Runs under Node's own TypeScript support (no loader), like the runtime modules it imports.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import type { RunInput, RuntimeFactory } from '../../plugins/contract.ts'

const { runtimeModule } = workerData as { runtimeModule: string }
const factory = (await import(pathToFileURL(runtimeModule).href)).default as RuntimeFactory
const runtime = factory()
await runtime.init()
parentPort!.postMessage({ type: 'ready' })

parentPort!.on('message', async (message: { type: 'run'; id: number; input: RunInput }) => {
  if (message.type !== 'run') return
  const started = performance.now()
  try {
    const output = await runtime.run(message.input)
    parentPort!.postMessage({ type: 'result', id: message.id, output: { ...output, durationMs: performance.now() - started } })
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    parentPort!.postMessage({
      type: 'result',
      id: message.id,
      output: { status: 'crashed', stdout: '', stderr: text, error: { message: text }, durationMs: performance.now() - started },
    })
  } finally {
    await runtime.reset()
  }
})
