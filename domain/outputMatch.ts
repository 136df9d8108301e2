/**
 * How an OutputJudge compares printed text (docs/content.md "Judges"), shared by the judge and the workspace's
 * expected-output pane so both call the same output a match. normalized: line endings unified, trailing
 * spaces of each line and trailing blank lines ignored.
 */
export const normalizeOutput = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n+$/, '')
