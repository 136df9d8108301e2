import type { Localized } from '@domain/i18n/messages'
import type { RunError, RunOutput } from '@plugins/contract'

/** A run's error as the workspace shows it: the language's own text once, and the judge's explanation in the learner's locale. */
export type ShownRunError = RunError & { kind?: string; explanation?: Localized }

export const runErrorOf = (output: RunOutput | null): ShownRunError | null => (output?.error ? (output.error as ShownRunError) : null)
