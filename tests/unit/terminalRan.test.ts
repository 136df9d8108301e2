import { describe, expect, it } from 'vitest'
import { ranAs } from '@judge/engines/terminalJudge'

/** The `ran` check (docs/terminal.md "Judging"): the command a learner ran, options in any order or grouped. */
const words = (line: string) => line.split(' ')

describe('a ran check', () => {
  it('matches the first words and every option, in any order or grouped', () => {
    expect(ranAs(words('ls -la'), words('ls -a'))).toBe(true)
    expect(ranAs(words('ls -l'), words('ls -a'))).toBe(false)
    expect(ranAs(words('git log --graph --oneline'), words('git log --oneline --graph'))).toBe(true)
    expect(ranAs(words('git log'), words('git log --oneline'))).toBe(false)
    expect(ranAs(words('git commit -m Add'), words('git commit'))).toBe(true)
    expect(ranAs(words('git status'), words('git commit'))).toBe(false)
    expect(ranAs(words('cat -n notes.txt'), words('cat notes.txt'))).toBe(true)
    // A long option is never a group of short ones.
    expect(ranAs(words('git diff --staged'), words('git diff -s'))).toBe(false)
  })
})
