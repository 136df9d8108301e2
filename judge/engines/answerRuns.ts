import { createHash } from 'node:crypto'
import type { RunOutput, SourceFile } from '@plugins/contract'
import type { JudgeContext } from './types'

const MAX_CACHED = 500
const results = new Map<string, Promise<RunOutput>>()

/**
 * Runs the model answer through `ctx.runAnswer` (a process that never ran a learner's code). Its result
 * depends only on the answer, the hidden files and the options, so a successful one is kept (bounded) and
 * the next submission of any learner reuses it instead of running it again.
 */
export function answerRun(ctx: JudgeContext, files: SourceFile[], options: { entry?: string; stdin?: string } = {}): Promise<RunOutput> {
  const key = createHash('sha256')
    .update(JSON.stringify([files, ctx.hiddenFiles, options.entry ?? null, options.stdin ?? null]))
    .digest('hex')
  let result = results.get(key)
  if (!result) {
    result = ctx.runAnswer(files, options)
    results.set(key, result)
    result.then(
      (r) => r.status !== 'ok' && results.delete(key),
      () => results.delete(key),
    )
    if (results.size > MAX_CACHED) results.delete(results.keys().next().value!)
  }
  return result
}
