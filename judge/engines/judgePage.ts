import type { JudgeType } from '@domain/judgeTypes'
import { localized } from '@domain/i18n/messages'
import { codeJudge } from './codeJudge'
import { codeJudge2 } from './codeJudge2'
import { imageJudge } from './imageJudge'
import { outputJudge } from './outputJudge'
import { terminalJudge } from './terminalJudge'
import type { CheckResult } from '@domain/socket/judgeResult'
import { memoizedContext } from './submissionMemo'
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
const ENGINES: Record<JudgeType, Engine> = {
  OutputJudge: outputJudge,
  CodeJudge: codeJudge,
  CodeJudge2: codeJudge2,
  ImageJudge: imageJudge,
  TerminalJudge: terminalJudge,
}

/** Every judge type a page can name. */
export const supportedJudgeTypes = Object.keys(ENGINES) as JudgeType[]

/**
 * Runs a page's judges in order on a submission, each judge's checks apart. A judge definition the engine cannot
 * read, or an engine that throws, is reported as "error occurred during the judge" rather than as the learner's
 * mistake. The judges share one run and one render of the same files (./submissionMemo.ts).
 */
export async function judgeEach(judges: PageJudge[], ctx: JudgeContext): Promise<CheckResult[][]> {
  const shared = memoizedContext(ctx)
  const results: CheckResult[][] = []
  for (const judge of judges) {
    const engine = ENGINES[judge.type]
    if (!engine) {
      results.push([{ passed: false, message: localized('judge.judgeError') }])
      continue
    }
    try {
      results.push(await engine(judge.spec, shared))
    } catch {
      results.push([{ passed: false, message: localized('judge.judgeError') }])
    }
  }
  return results
}

/** Whether a judge's (or a page's) checks clear it: at least one, and every one passed. */
export const clears = (checks: CheckResult[]) => checks.length > 0 && checks.every((c) => c.passed)

/** A page's verdict on a submission: every judge's checks in order, cleared when all of them pass. */
export async function judgePage(judges: PageJudge[], ctx: JudgeContext): Promise<Verdict> {
  const checks = (await judgeEach(judges, ctx)).flat()
  return { cleared: clears(checks), checks }
}
