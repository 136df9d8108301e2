import { describe, expect, it } from 'vitest'
import type { NativeStepResult } from '@plugins/contract'
import { outputOfStep } from '../../plugins/shared/nativeOutput'
import { compileError, panicOf } from '../../plugins/go/diagnostics'

const step = (over: Partial<NativeStepResult>): NativeStepResult => ({
  status: 'ok', exitCode: 0, signal: null, stdout: '', stderr: '', reports: [], workDir: '/tmp/x', durationMs: 1, ...over,
})

describe('a native step as a run (plugins/shared/nativeOutput.ts)', () => {
  it('keeps the host verdicts: time, output, stopped', () => {
    expect(outputOfStep(step({ status: 'timeout', exitCode: null, signal: 'SIGKILL' }))).toMatchObject({ status: 'timeout', aborted: true })
    expect(outputOfStep(step({ status: 'output_limit', stdout: 'flood\n' }))).toMatchObject({ status: 'output_limit', stdout: 'flood\n' })
    expect(outputOfStep(step({ status: 'stopped' })).status).toBe('stopped')
  })

  it("takes the launcher's report, checked field by field, and drops anything else it says", () => {
    const reported = outputOfStep(step({ status: 'error', exitCode: 1, reports: ['not json', JSON.stringify({ kind: 'NameError', message: 'undefined x', line: 2, file: 'main.rb', category: 'undefinedName', name: 'x', explanation: { ja: 'forged', en: 'forged' } })] }))
    expect(reported).toEqual({ status: 'error', stdout: '', stderr: '', error: { kind: 'NameError', message: 'undefined x', line: 2, file: 'main.rb', category: 'undefinedName', name: 'x' } })
    const malformed = outputOfStep(step({ status: 'error', exitCode: 1, reports: [JSON.stringify({ kind: 'X', message: 'm', line: -4 })] }))
    expect(malformed.error).toEqual({ message: 'the program exited with status 1' })
  })

  it('tells memory from a crash and a crash from an error', () => {
    expect(outputOfStep(step({ status: 'error', exitCode: 1, reports: [JSON.stringify({ kind: 'NoMemoryError', message: 'failed', memory: true })] })).status).toBe('memory_limit')
    expect(outputOfStep(step({ status: 'error', exitCode: 134, stderr: 'FATAL ERROR: heap out of memory' }), (s) => /heap out of memory/.test(s)).status).toBe('memory_limit')
    expect(outputOfStep(step({ status: 'error', exitCode: 139, stderr: '[BUG] Segmentation fault' })).status).toBe('crashed')
    expect(outputOfStep(step({ status: 'error', exitCode: 2, stderr: 'usage' }))).toMatchObject({ status: 'error', stderr: 'usage' })
  })
})

describe("Go's compiler and panics (plugins/go/diagnostics.ts)", () => {
  it('names the undefined name of a typo, not the variable it left unused', () => {
    const error = compileError('# command-line-arguments\n./main.go:6:2: name declared but not used\n./main.go:7:14: undefined: nmae\n')
    expect(error).toMatchObject({ kind: 'UndefinedName', category: 'undefinedName', name: 'nmae', file: 'main.go', line: 7 })
    expect(error.message).toContain('declared but not used')
  })

  it('reads a syntax error with its line, and an unused variable alone', () => {
    expect(compileError('main.go:6:21: syntax error: unexpected newline in argument list; possibly missing comma or )')).toMatchObject({ kind: 'SyntaxError', category: 'syntax', line: 6 })
    expect(compileError('main.go:4:2: count declared but not used')).toMatchObject({ kind: 'UnusedVariable', line: 4 })
    expect(compileError('link: something odd')).toEqual({ kind: 'CompileError', message: 'link: something odd' })
  })

  it("finds a panic's text and the learner's line, keeping what was printed before it", () => {
    const stderr = 'before\npanic: runtime error: index out of range [2] with length 2\n\ngoroutine 1 [running]:\nmain.main()\n\tmain.go:7 +0x1d\n'
    expect(panicOf(stderr)).toEqual({ error: { kind: 'IndexOutOfRange', message: 'panic: runtime error: index out of range [2] with length 2', file: 'main.go', line: 7 }, rest: 'before\n' })
    expect(panicOf('no panic here')).toBeNull()
  })
})
