import type { JudgeContext, RunFiles } from './types'

/**
 * One submission's context in which the same run or render happens once (docs/judge-sandbox.md "One run per
 * submission"): a page's judges often ask for the same thing — an ImageJudge and a CodeJudge `rendered` check
 * both run the learner's files and render the result, and each `rendered` check asked again — and the learner
 * expects every judge to read one and the same run. Kept for the submission only, so nothing outlives it.
 */
export function memoizedContext(ctx: JudgeContext): JudgeContext {
  const runs = new Map<string, ReturnType<RunFiles>>()
  const run: RunFiles = (files, options = {}) => {
    // The abort signal belongs to the submission, not the run's identity.
    const key = JSON.stringify([files, options.entry ?? null, options.stdin ?? null, options.keepServers ?? false])
    let result = runs.get(key)
    if (!result) runs.set(key, (result = ctx.run(files, options)))
    return result
  }
  return { ...ctx, run, render: ctx.render && once(ctx.render), renderDom: ctx.renderDom && once(ctx.renderDom) }
}

function once<T>(render: (html: string) => Promise<T>): (html: string) => Promise<T> {
  const results = new Map<string, Promise<T>>()
  return (html) => {
    let result = results.get(html)
    if (!result) results.set(html, (result = render(html)))
    return result
  }
}
