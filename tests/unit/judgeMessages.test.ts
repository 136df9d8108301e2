import { describe, expect, it } from 'vitest'
import { normalizeOutput } from '@domain/outputMatch'
import { runProblem } from '@judge/engines/runProblems'
import { localized, t, textIn } from '@domain/i18n/messages'

describe('judge messages', () => {
  it('fill placeholders in every locale and fall back to en for id', () => {
    const text = localized('judge.sqlRowCount', { yours: 5, answer: 2 })
    expect(text.en).toBe('The number of rows is not right (yours: 5, answer: 2).')
    expect(text.ja).toBe('取得した行の数が正しくありません（あなた: 5行、正解: 2行）。')
    expect(textIn(text, 'id')).toBe(text.en)
    expect(textIn(localized('judge.infiniteLoop'), 'id')).toBe(t('id', 'judge.infiniteLoop'))
    expect(t('id', 'judge.infiniteLoop')).toBe('Terjadi perulangan tanpa akhir. Periksa kondisi yang mengakhiri perulanganmu.')
  })
})

describe('run problems', () => {
  it('tell an interrupted infinite loop from a run the host had to abort', () => {
    expect(runProblem({ status: 'timeout', stdout: '', stderr: '', durationMs: 2000 })?.message).toEqual(localized('judge.infiniteLoop'))
    expect(runProblem({ status: 'timeout', aborted: true, stdout: '', stderr: '', durationMs: 3250 })?.message).toEqual(localized('judge.tooLong'))
    expect(runProblem({ status: 'output_limit', stdout: '', stderr: '', durationMs: 1 })?.message).toEqual(localized('judge.tooMuchOutput'))
    expect(runProblem({ status: 'ok', stdout: '', stderr: '', durationMs: 1 })).toBeNull()
  })

  it("word an error by the category the plugin gives, never by the language's own wording", () => {
    const failed = (error: object) => runProblem({ status: 'error', stdout: '', stderr: '', durationMs: 1, error: { message: 'boom', ...error } })
    expect(failed({ category: 'syntax', line: 4, file: 'main.rb' })).toEqual({ passed: false, message: localized('judge.syntaxErrorNear', { line: 4 }), file: 'main.rb', line: 4 })
    expect(failed({ category: 'undefinedName', name: 'nmae', line: 2 })?.message).toEqual(localized('judge.undefinedVariable', { detail: 'nmae', line: 2 }))
    // A message that reads like JavaScript's or Python's, without a category, is just a run error.
    expect(failed({ message: 'ReferenceError: nmae is not defined', line: 2 })?.message).toEqual(localized('judge.runError', { detail: 'ReferenceError: nmae is not defined' }))
    expect(failed({ message: 'SyntaxError: invalid syntax', line: 1 })?.message).toEqual(localized('judge.runError', { detail: 'SyntaxError: invalid syntax' }))
  })
})

describe('normalized output comparison', () => {
  it('ignores line endings, trailing spaces and trailing blank lines, but not inner differences', () => {
    expect(normalizeOutput('a  \r\nb\n\n')).toBe(normalizeOutput('a\nb'))
    expect(normalizeOutput('a\n b')).not.toBe(normalizeOutput('a\nb'))
  })
})
