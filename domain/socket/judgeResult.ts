import type { ExpAward } from '../progress/exp'
import type { RunOutput } from '@plugins/contract'
// Type-only, like domain/files/fileRules.ts: the localised-text type is moving to domain/i18n, and this is the
// socket protocol's one import of it (events.ts and serverEvents.ts take it from here).
import type { Localized } from '../i18n/messages'

export type { Localized }

/** One check's verdict, with where to look when it knows. */
export interface CheckResult {
  passed: boolean
  message: Localized
  file?: string
  line?: number
  /** Engine-specific detail for the workspace (ImageJudge: state, error kind, sizes). */
  detail?: Record<string, unknown>
}

/**
 * The answer to `code:submit` (and the `judge:completed` event): whether the page cleared, every check's
 * verdict, and the exp a first clear earned (null otherwise; docs/progress.md).
 */
export interface JudgeResult {
  pageId: number | string
  cleared: boolean
  checks: CheckResult[]
  exp: ExpAward | null
  /** The learner's own run the judges made (docs/workspace.md "Expected output"); null when none ran it. */
  output: RunOutput | null
}
