/** The judge engines a page can name (core.md §3 plus ImageJudge); the judge service implements each. */
export const JUDGE_TYPES = ['OutputJudge', 'CodeJudge', 'CodeJudge2', 'ImageJudge'] as const
export type JudgeType = (typeof JUDGE_TYPES)[number]
