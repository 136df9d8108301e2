import type { PluginManifest, RunInput, RunOutput } from '@plugins/contract'
import { entryFile } from './entryFile'
import type { FairQueue } from './fairQueue'
import type { RunOptions, RunRequest } from './learnerPool'

/** A run waiting for its turn in a pool. */
export interface QueuedRun extends RunOptions {
  input: RunInput
  resolve: (output: RunOutput) => void
}

/** A request as a run: the entry the page names or the manifest's extensions choose, the plugin's limits under the page's. */
export const runInputOf = (manifest: PluginManifest, request: RunRequest): RunInput => ({
  ...request,
  entry: request.entry ?? entryFile(request.files, manifest.extensions),
  limits: { ...manifest.limits, ...request.limits },
})

/**
 * Queues a run under its owner (judge/sandbox/fairQueue.ts), or answers at once: `refusal` when the pool cannot
 * take it, `stopped` when it was aborted already or is aborted while it waits.
 */
export function queueRun(queue: FairQueue<QueuedRun>, options: RunOptions, input: RunInput, refusal: string | null, pump: () => void) {
  const { owner, signal } = options
  return new Promise<RunOutput>((resolve) => {
    if (refusal) return resolve(crashedRun(refusal))
    if (signal?.aborted) return resolve(stoppedRun())
    const job: QueuedRun = { ...options, input, resolve }
    signal?.addEventListener('abort', () => queue.remove(owner, job) && resolve(stoppedRun()), { once: true })
    queue.push(owner, job)
    pump()
  })
}

export const stoppedRun = (): RunOutput => ({ status: 'stopped', stdout: '', stderr: '', durationMs: 0 })
export const crashedRun = (stderr: string, durationMs = 0): RunOutput => ({ status: 'crashed', stdout: '', stderr, durationMs })
