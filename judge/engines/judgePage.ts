import type { JudgeType } from '../../cms/collections/Pages/judgeTypes'
import { message } from '../messages'
import { codeJudge } from './codeJudge'
import { imageJudge } from './imageJudge'
import { outputJudge } from './outputJudge'
import type { CheckResult, JudgeContext } from './types'

export interface PageJudge {
  type: JudgeType
  spec: unknown
}

export interface Verdict {
  cleared: boolean
  checks: CheckResult[]
}

type Engine = (spec: unknown, ctx: JudgeContext) => Promise<CheckResult[]>
const ENGINES: Partial<Record<JudgeType, Engine>> = { OutputJudge: outputJudge, CodeJudge: codeJudge, ImageJudge: imageJudge }

/** Engines this build can run; CodeJudge2 arrives with the rest of the judge issue. */
export const supportedJudgeTypes = Object.keys(ENGINES) as JudgeType[]

/**
 * Runs a page's judges in order on a submission. A judge definition the engine cannot read, or an engine that
 * throws, is reported as "error occurred during the judge" rather than as the learner's mistake.
 */
export async function judgePage(judges: PageJudge[], ctx: JudgeContext): Promise<Verdict> {
  const checks: CheckResult[] = []
  for (const judge of judges) {
    const engine = ENGINES[judge.type]
    if (!engine) {
      checks.push({ passed: false, message: message('judgeError') })
      continue
    }
    try {
      checks.push(...(await engine(judge.spec, ctx)))
    } catch {
      checks.push({ passed: false, message: message('judgeError') })
    }
  }
  return { cleared: checks.length > 0 && checks.every((c) => c.passed), checks }
}
