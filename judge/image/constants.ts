/** ImageJudge constants (core.md §9). */
export const IMAGE_JUDGE = {
  /** Side of the square tiles the screenshots are compared in. */
  crop: 100,
  /** Mean histogram similarity (0..1) the learner's tiles must reach. */
  histogramThreshold: 0.97,
  /** Percentage of edge pixels that may differ. */
  contourThreshold: 1.5,
  /** The viewport pages are rendered in. */
  viewport: { width: 800, height: 600 },
} as const

export const IMAGE_JUDGE_STATES = ['NOT_RUN_YET', 'LOADING', 'SUCCESS', 'FAILURE', 'ERROR'] as const
export type ImageJudgeState = (typeof IMAGE_JUDGE_STATES)[number]
export type ImageJudgeErrorKind = 'WIDTH' | 'HEIGHT' | 'HISTOGRAM' | 'CONTOURS'
