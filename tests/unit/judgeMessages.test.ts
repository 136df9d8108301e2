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
})

describe('normalized output comparison', () => {
  it('ignores line endings, trailing spaces and trailing blank lines, but not inner differences', () => {
    expect(normalizeOutput('a  \r\nb\n\n')).toBe(normalizeOutput('a\nb'))
    expect(normalizeOutput('a\n b')).not.toBe(normalizeOutput('a\nb'))
  })
})
