/** Workspace constants (docs/workspace.md "Layout"): open-file limits, resize minimums, breakpoints, themes, heights. */
export const OPEN_FILES_MAX = 8
export const OPEN_FILES_MAX_WIDE = 12
/** Wide mode: the largest workspace breakpoint, where twelve tabs fit. */
export const WIDE_MIN_WIDTH = 1392

export const MIN_WIDTH = { instruction: 300, editor: 390, output: 75 } as const
export const OUTPUT_MIN_HEIGHT = 40
export const RESIZE_BAR = 7
export const EDITOR_FOOTER_HEIGHT = 58
export const HEADER_HEIGHT = 48
export const EDITOR_HEADER_HEIGHT = 40

/** Screen breakpoints of the workspace. Below 992 px the three panes do not fit side by side (300 + 390 +
 * 75 + two bars ≈ 780 px leaves too little room for code), so the work area switches to tabs. */
export const SCREEN_BREAKPOINTS = [0, 567, 768, 992, 1200, 1392] as const
export const TABBED_BELOW = 992
/** Below this width the lesson disclaimer (use a PC) is shown. */
export const SMALL_SCREEN_BELOW = 768

export type WorkArea = 'NORMAL' | 'TABBED'
export const workAreaFor = (width: number): WorkArea => (width < TABBED_BELOW ? 'TABBED' : 'NORMAL')
export const openFilesMax = (width: number) => (width >= WIDE_MIN_WIDTH ? OPEN_FILES_MAX_WIDE : OPEN_FILES_MAX)

export const THEMES = ['monokai', 'vibrant_ink', 'chrome'] as const
export type Theme = (typeof THEMES)[number]
export const DEFAULT_THEME: Theme = 'monokai'

/** Browser-storage keys (the disclaimer flag is the spec's lesson-disclaimer-discarded flag). */
export const STORAGE_KEYS = {
  disclaimerDiscarded: 'lessonDisclaimerDiscarded',
  theme: 'workspaceTheme',
  widths: 'workspacePaneWidths',
} as const

/** Clamps the three pane widths to their minimums within the available width (bars excluded). */
export function fitWidths(widths: { instruction: number; editor: number }, total: number) {
  const room = total - 2 * RESIZE_BAR
  const instruction = Math.max(MIN_WIDTH.instruction, Math.min(widths.instruction, room - MIN_WIDTH.editor - MIN_WIDTH.output))
  const editor = Math.max(MIN_WIDTH.editor, Math.min(widths.editor, room - instruction - MIN_WIDTH.output))
  return { instruction, editor, output: Math.max(MIN_WIDTH.output, room - instruction - editor) }
}

/** Terminal pages have no output pane: the instructions are clamped so the terminal keeps the editor's minimum width. */
export function fitWidthsWithoutOutput(instruction: number, total: number) {
  const room = total - RESIZE_BAR
  const fitted = Math.max(MIN_WIDTH.instruction, Math.min(instruction, room - MIN_WIDTH.editor))
  return { instruction: fitted, editor: Math.max(MIN_WIDTH.editor, room - fitted) }
}
