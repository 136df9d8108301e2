import { z } from 'zod'
import { localizedTextSchema } from '@domain/i18n/schemas'
import { localized, type Localized } from '@domain/i18n/messages'
import { runProblem } from './runProblems'
import type { CheckResult } from '@domain/socket/judgeResult'
import type { JudgeContext } from './types'

const spec = z.object({ file: z.string(), message: localizedTextSchema })

/**
 * CodeJudge2: an author-written test file from the page's hidden files runs against the learner's files in the
 * sandbox (JavaScript: `require('./script.js')`; Python: `from main import …`). It passes when the test
 * program ends normally; an assertion that fails is reported with the page's message and the test's own words.
 */
export async function codeJudge2(rawSpec: unknown, ctx: JudgeContext): Promise<CheckResult[]> {
  const { file, message: failure } = spec.parse(rawSpec)
  const test = ctx.hiddenFiles.find((f) => f.path === file)
  if (!test) return [{ passed: false, message: localized('judge.judgeError') }]
  const output = await ctx.run([...ctx.files.filter((f) => f.path !== file), test], { entry: file })
  if (output.status === 'ok') return [{ passed: true, message: failure }]
  if (output.status === 'error') {
    const detail = output.error?.message ?? output.stderr
    const assertion = /^(AssertionError|Error): ?(.*)$/.exec(detail)?.[2]
    const withDetail: Localized = assertion ? { ja: `${failure.ja}（${assertion}）`, en: `${failure.en} (${assertion})` } : failure
    return [{ passed: false, message: withDetail }]
  }
  return [runProblem(output)!]
}
