/** The judge engines a page can name (docs/content.md "Judges"); the judge service implements each. */
export const JUDGE_TYPES = ['OutputJudge', 'CodeJudge', 'CodeJudge2', 'ImageJudge', 'TerminalJudge'] as const
export type JudgeType = (typeof JUDGE_TYPES)[number]
