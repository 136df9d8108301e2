/**
 * Why a render failed, as data the judge can report: the learner's page, not the platform, is at fault.
 * TIMEOUT: over the hard render limit (a render bomb or an endless script). NAVIGATION: the page replaced
 * itself (meta refresh, location change, form submit), so what is left is not the learner's page. POPUP: it
 * opened a window. CRASH: its tab died (out of memory). TOO_LARGE: its document is beyond the screenshot
 * limit. BUSY: the owner already has too many renders waiting.
 */
export type RenderErrorKind = 'TIMEOUT' | 'NAVIGATION' | 'POPUP' | 'CRASH' | 'TOO_LARGE' | 'BUSY'

const DESCRIPTIONS: Record<RenderErrorKind, string> = {
  TIMEOUT: 'the page took longer than the render limit',
  NAVIGATION: 'the page navigated away from itself',
  POPUP: 'the page opened another window',
  CRASH: 'the page crashed the renderer',
  TOO_LARGE: 'the page is larger than the render limit',
  BUSY: 'too many renders are waiting for this learner',
}

export class RenderError extends Error {
  constructor(
    readonly kind: RenderErrorKind,
    detail?: string,
  ) {
    super(`Render failed (${kind}): ${DESCRIPTIONS[kind]}${detail ? ` (${detail})` : ''}`)
    this.name = 'RenderError'
  }
}

export const isRenderError = (error: unknown, kind?: RenderErrorKind): error is RenderError =>
  error instanceof RenderError && (kind === undefined || error.kind === kind)
