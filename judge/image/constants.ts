/** ImageJudge constants (docs/workspace.md "ImageJudge"). */
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

/** Limits of one render in the shared Chromium (issue #13: a learner's page must not hold the browser). */
export const RENDER_LIMITS = {
  /** Hard limit of one render from its page being ready to its result; the render then fails with TIMEOUT. */
  renderMs: 5000,
  /** Limit of making a render's fresh context and page (not the learner's time); past it the render fails with TIMEOUT. */
  setupMs: 10_000,
  /** How long a timed-out render's context may take to close before the whole browser is killed. */
  closeGraceMs: 2000,
  /** How long a DOM page's scripts may keep running after load before the document is read. */
  domSettleMs: 50,
  /** Largest page (CSS px) screenshotted: a bigger one fails with TOO_LARGE rather than decoding gigabytes. */
  maxPage: { width: 2400, height: 9600 },
  /** Renders one owner may have waiting behind their running one; more fail at once with BUSY. */
  queuedPerOwner: 4,
  /** Renders in the browser at once (one per core of the judge machine); the others wait their turn, owner by owner, off the clock. */
  concurrent: 2,
  /** V8 heap of a DOM page's scripts (MB), so a memory bomb crashes its tab rather than swelling the host. */
  pageHeapMb: 256,
} as const

export const IMAGE_JUDGE_STATES = ['NOT_RUN_YET', 'LOADING', 'SUCCESS', 'FAILURE', 'ERROR'] as const
export type ImageJudgeState = (typeof IMAGE_JUDGE_STATES)[number]
export type ImageJudgeErrorKind = 'WIDTH' | 'HEIGHT' | 'HISTOGRAM' | 'CONTOURS'
