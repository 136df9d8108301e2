import { diffArrays } from 'diff'
import { normalizeOutput } from '@domain/outputMatch'

export type DiffLine = { kind: 'same' | 'expected' | 'yours'; text: string }

/** Whether the learner's output is the expected one, compared the way the OutputJudge's normalized match does. */
export const outputMatches = (expected: string, yours: string) => normalizeOutput(expected) === normalizeOutput(yours)

/** A line diff of the expected output against the learner's (lines only in one side are marked with it). */
export function lineDiff(expected: string, yours: string): DiffLine[] {
  const lines = (text: string) => (text ? normalizeOutput(text).split('\n') : [])
  return diffArrays(lines(expected), lines(yours)).flatMap((part) =>
    part.value.map((text): DiffLine => ({ kind: part.added ? 'yours' : part.removed ? 'expected' : 'same', text })),
  )
}
