import { z } from 'zod'
import { localizedTextSchema } from '@domain/i18n/schemas'
import type { Localized } from '@domain/i18n/messages'
import { normalizeOutput } from '@domain/outputMatch'
import { runProblem } from './runProblems'
import type { CheckResult } from '@domain/socket/judgeResult'
import type { JudgeContext } from './types'

export const outputJudgeSpec = z.object({
  expected: z.string(),
  match: z.enum(['exact', 'normalized', 'regex']).default('exact'),
  stdin: z.string().default(''),
  message: localizedTextSchema,
})

/** OutputJudge: runs the learner's program and compares what it printed. */
export async function outputJudge(rawSpec: unknown, ctx: JudgeContext): Promise<CheckResult[]> {
  const spec = outputJudgeSpec.parse(rawSpec)
  const output = await ctx.run(ctx.files, { stdin: spec.stdin })
  const problem = runProblem(output)
  if (problem) return [problem]
  const passed =
    spec.match === 'exact'
      ? output.stdout === spec.expected
      : spec.match === 'normalized'
        ? normalizeOutput(output.stdout) === normalizeOutput(spec.expected)
        : new RegExp(spec.expected).test(output.stdout)
  return [{ passed, message: spec.message as Localized }]
}
