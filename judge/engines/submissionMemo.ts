import type { JudgeContext } from './types'

/**
 * One submission's context in which the same run or render happens once (docs/judge-sandbox.md "One run per
 * submission"): a page's judges often ask for the same thing — an ImageJudge and a CodeJudge `rendered` check
 * both run the learner's files and render the result, and each `rendered` check asked again — and the learner
 * expects every judge to read one and the same run. Kept for the submission only, so nothing outlives it.
 */
export function memoizedContext(ctx: JudgeContext): JudgeContext {
  return {
    ...ctx,
    // The abort signal belongs to the submission, not the run's identity.
    run: sameCallOnce(ctx.run, (files, options = {}) => JSON.stringify([files, options.entry ?? null, options.stdin ?? null, options.keepServers ?? false])),
    render: ctx.render && sameCallOnce(ctx.render, (html) => html),
    renderDom: ctx.renderDom && sameCallOnce(ctx.renderDom, (html) => html),
  }
}

/** `call` made once per key: a second call with the same key gets the first one's promise. */
function sameCallOnce<A extends unknown[], T>(call: (...args: A) => Promise<T>, keyOf: (...args: A) => string): (...args: A) => Promise<T> {
  const results = new Map<string, Promise<T>>()
  return (...args) => {
    const key = keyOf(...args)
    let result = results.get(key)
    if (!result) results.set(key, (result = call(...args)))
    return result
  }
}
