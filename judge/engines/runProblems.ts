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
      // The plugin tells what the error is (plugins/contract.ts RunError.category): no language's wording is read here.
      const error = output.error
      const at = { file: error?.file, line: error?.line }
      if (error?.category === 'syntax' && error.line) return { passed: false, message: localized('judge.syntaxErrorNear', { line: error.line }), ...at }
      if (error?.category === 'undefinedName' && error.name) {
        return { passed: false, message: localized('judge.undefinedVariable', { detail: error.name, line: error.line ?? '?' }), ...at }
      }
      return { passed: false, message: localized('judge.runError', { detail: error?.message ?? output.stderr }), ...at }
    }
  }
}
