import type { RunOutput } from '@plugins/contract'
import { localized } from '@domain/i18n/messages'
import type { CheckResult } from '@domain/socket/judgeResult'

/** Turns a run that did not end normally into the spec's popups (infinite loop, too much output, …). */
export function runProblem(output: RunOutput): CheckResult | null {
  switch (output.status) {
    case 'ok':
      return null
    case 'timeout':
      // A runtime that interrupted the loop itself reports an infinite loop; one the host had to kill took too long.
      return { passed: false, message: localized(output.aborted ? 'judge.tooLong' : 'judge.infiniteLoop') }
    case 'output_limit':
      return { passed: false, message: localized('judge.tooMuchOutput') }
    case 'memory_limit':
      return { passed: false, message: localized('judge.memory') }
    case 'crashed':
      return { passed: false, message: localized('judge.judgeError') }
    case 'stopped':
      return { passed: false, message: localized('judge.stopped') }
    case 'error': {
      const detail = output.error?.message ?? output.stderr
      if (/SyntaxError/.test(detail) && output.error?.line) {
        return { passed: false, message: localized('judge.syntaxErrorNear', { line: output.error.line }), file: output.error.file, line: output.error.line }
      }
      // JavaScript's ReferenceError and Python's NameError both mean an undefined variable.
      const undefinedName = /ReferenceError: (\S+) is not defined/.exec(detail)?.[1] ?? /NameError: name '(\w+)' is not defined/.exec(detail)?.[1]
      if (undefinedName) {
        return { passed: false, message: localized('judge.undefinedVariable', { detail: undefinedName, line: output.error?.line ?? '?' }), file: output.error?.file, line: output.error?.line }
      }
      return { passed: false, message: localized('judge.runError', { detail }), file: output.error?.file, line: output.error?.line }
    }
  }
}
