import { describe, expect, it } from 'vitest'
import { fitWidths, MIN_WIDTH, openFilesMax, RESIZE_BAR, workAreaFor } from '@site/components/workspace/layout'

describe('workspace layout rules (docs/workspace.md "Layout")', () => {
  it('switches to the tabbed work area below 992 px and allows 12 open files from 1392 px', () => {
    expect([320, 991, 992, 1440].map(workAreaFor)).toEqual(['TABBED', 'TABBED', 'NORMAL', 'NORMAL'])
    expect([992, 1391, 1392].map(openFilesMax)).toEqual([8, 8, 12])
  })

  it('keeps every pane at its minimum width and fills the rest with the output pane', () => {
    expect(fitWidths({ instruction: 350, editor: 550 }, 1400)).toEqual({ instruction: 350, editor: 550, output: 1400 - 2 * RESIZE_BAR - 900 })
    const squeezed = fitWidths({ instruction: 900, editor: 900 }, 1000)
    expect(squeezed.instruction + squeezed.editor + squeezed.output).toBe(1000 - 2 * RESIZE_BAR)
    expect(squeezed.editor).toBeGreaterThanOrEqual(MIN_WIDTH.editor)
    expect(squeezed.output).toBeGreaterThanOrEqual(MIN_WIDTH.output)
    expect(fitWidths({ instruction: 10, editor: 10 }, 1200)).toMatchObject({ instruction: MIN_WIDTH.instruction, editor: MIN_WIDTH.editor })
  })
})
