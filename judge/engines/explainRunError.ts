import { localized, type MessageKey } from '@domain/i18n/messages'
import type { RunOutput } from '@plugins/contract'

/** Error kinds plugins report that the platform explains (docs/workspace.md "Output"); others get none. */
const EXPLAINED = new Set([
  'SyntaxError', 'IndentationError', 'NameError', 'ReferenceError', 'TypeError', 'ZeroDivisionError', 'ValueError',
  'IndexError', 'KeyError', 'AttributeError', 'RangeError', 'sql:syntax', 'sql:no_such_table', 'sql:no_such_column', 'scss:syntax',
])

/** Python's TabError is an IndentationError to a learner. */
const ALIASES: Record<string, string> = { TabError: 'IndentationError' }

/** A run's output with its error explained in every locale, when the platform knows the error's kind. */
export function explainRunError(output: RunOutput): RunOutput {
  const kind = output.error?.kind && (ALIASES[output.error.kind] ?? output.error.kind)
  if (!kind || !EXPLAINED.has(kind)) return output
  return { ...output, error: { ...output.error!, explanation: localized(`judge.errorKind.${kind}` as MessageKey) } }
}
