import type { JudgeType } from '@domain/judgeTypes'
import { localized } from '@domain/i18n/messages'
import { codeJudge } from './codeJudge'
import { codeJudge2 } from './codeJudge2'
import { imageJudge } from './imageJudge'
import { outputJudge } from './outputJudge'
import { terminalJudge } from './terminalJudge'
import type { CheckResult } from '@domain/socket/judgeResult'
import type { JudgeContext } from './types'

export interface PageJudge {
  type: JudgeType
  spec: unknown
}

export interface Verdict {
  cleared: boolean
  checks: CheckResult[]
}

type Engine = (spec: unknown, ctx: JudgeContext) => Promise<CheckResult[]>
const ENGINES: Record<JudgeType, Engine> = { OutputJudge: outputJudge, CodeJudge: codeJudge, CodeJudge2: codeJudge2, ImageJudge: imageJudge, TerminalJudge: terminalJudge }

/** Every judge type a page can name. */
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
      checks.push({ passed: false, message: localized('judge.judgeError') })
      continue
    }
    try {
      checks.push(...(await engine(judge.spec, ctx)))
    } catch {
      checks.push({ passed: false, message: localized('judge.judgeError') })
    }
  }
  return { cleared: checks.length > 0 && checks.every((c) => c.passed), checks }
}
