import { describe, expect, it } from 'vitest'
import { lineDiff, outputMatches } from '@site/components/workspace/outputDiff'
import { shortcutFor } from '@site/components/workspace/shortcuts'

describe('the expected-output comparison', () => {
  it('matches the way the OutputJudge normalizes: line endings, trailing spaces and blank lines', () => {
    expect(outputMatches('Hello\n42\n', 'Hello  \r\n42\n\n')).toBe(true)
    expect(outputMatches('Hello\n42\n', 'Hello\n43\n')).toBe(false)
    expect(outputMatches('Hello\n', ' Hello\n')).toBe(false)
  })

  it('marks lines only in the expected output and lines only in the learner\'s', () => {
    expect(lineDiff('Hello, Ken\n42\n', 'Hello Ken\n42\nextra\n')).toEqual([
      { kind: 'expected', text: 'Hello, Ken' },
      { kind: 'yours', text: 'Hello Ken' },
      { kind: 'same', text: '42' },
      { kind: 'yours', text: 'extra' },
    ])
    expect(lineDiff('a\n', '')).toEqual([{ kind: 'expected', text: 'a' }])
  })
})

describe('the workspace shortcuts', () => {
  const key = (init: KeyboardEventInit) => init as KeyboardEvent
  it('runs with Ctrl or Cmd+Enter, submits with Shift added, formats with Shift+Alt+F', () => {
    expect(shortcutFor(key({ key: 'Enter', ctrlKey: true }))).toBe('run')
    expect(shortcutFor(key({ key: 'Enter', metaKey: true }))).toBe('run')
    expect(shortcutFor(key({ key: 'Enter', ctrlKey: true, shiftKey: true }))).toBe('submit')
    expect(shortcutFor(key({ key: 'F', code: 'KeyF', shiftKey: true, altKey: true }))).toBe('format')
  })
  it('leaves every other key to the editor', () => {
    expect(shortcutFor(key({ key: 'Enter' }))).toBeNull()
    expect(shortcutFor(key({ key: 'Enter', shiftKey: true }))).toBeNull()
    expect(shortcutFor(key({ key: 'Enter', ctrlKey: true, altKey: true }))).toBeNull()
    expect(shortcutFor(key({ key: 'f', code: 'KeyF', ctrlKey: true }))).toBeNull()
  })
})
