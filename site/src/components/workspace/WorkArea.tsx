import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useT } from './i18n'
import { useWindowWidth } from './useWindowWidth'
import { fitWidths, fitWidthsWithoutOutput, MIN_WIDTH, OUTPUT_MIN_HEIGHT, RESIZE_BAR, STORAGE_KEYS, workAreaFor, type WorkArea as Mode } from './layout'
import { Resizer } from './Resizer'

interface Props {
  instructions: ReactNode
  editor: ReactNode
  /** Run, submit, hints and reset: under the editor side by side; always visible below the tabs on narrow screens. */
  footer: ReactNode
  /** The output column; null on terminal pages, whose terminal takes the editor's place and the rest of the width. */
  output: ((topHeight: number | null, divider: ReactNode) => ReactNode) | null
  /** The editor pane's name when it holds something else (the terminal). */
  editorLabel?: string
  /** Switches the TABBED area to a pane (e.g. the output after Run). */
  focusPane?: { pane: Pane; at: number } | null
}

export type Pane = 'instructions' | 'editor' | 'output'

/**
 * NORMAL: instructions | editor | output side by side, resizable down to the spec's minimum widths, the output
 * split into top and bottom. TABBED (narrow screens): one pane at a time behind a tab list.
 */
export function WorkArea({ instructions, editor, footer, output, focusPane, editorLabel }: Props) {
  const { t } = useT()
  const width = useWindowWidth()
  const mode: Mode = workAreaFor(width)
  const area = useRef<HTMLDivElement>(null)
  const [areaWidth, setAreaWidth] = useState(width)
  const [widths, setWidths] = useState({ instruction: 360, editor: 560 })
  const [topHeight, setTopHeight] = useState<number | null>(null)
  const [tab, setTab] = useState<Pane>('instructions')

  useEffect(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.widths) ?? 'null') as typeof widths | null
      if (saved) setWidths(saved)
    } catch {
      // A damaged value only loses the learner's pane widths.
    }
  }, [])
  useEffect(() => {
    if (!area.current) return
    const observer = new ResizeObserver(([entry]) => setAreaWidth(entry.contentRect.width))
    observer.observe(area.current)
    return () => observer.disconnect()
  }, [mode])
  useEffect(() => {
    if (!focusPane) return
    // Focus inside a panel about to hide (Ctrl+Enter in the editor) follows to the panel shown instead.
    const focusedPanel = document.activeElement?.closest('[role=tabpanel]')
    const pane = focusPane.pane === 'output' && !output ? 'editor' : focusPane.pane
    setTab(pane)
    if (focusedPanel && focusedPanel.id !== `ws-panel-${pane}`) requestAnimationFrame(() => document.getElementById(`ws-panel-${pane}`)?.focus())
  }, [focusPane])

  const fitted = output ? fitWidths(widths, areaWidth) : { ...fitWidthsWithoutOutput(widths.instruction, areaWidth), output: 0 }
  const save = (next: typeof widths) => {
    setWidths(next)
    localStorage.setItem(STORAGE_KEYS.widths, JSON.stringify(next))
  }
  const labels = { instructions: t('ws.pane.instructions'), editor: editorLabel ?? t('ws.pane.editor'), output: t('ws.pane.output') }

  if (mode === 'TABBED') {
    const panes: Pane[] = output ? ['instructions', 'editor', 'output'] : ['instructions', 'editor']
    // The ARIA tabs pattern: one tab in the Tab order, arrow keys, Home and End move between tabs.
    const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
      const index = panes.indexOf(tab)
      const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: panes.length - 1 }[event.key]
      if (next === undefined) return
      event.preventDefault()
      const pane = panes[(next + panes.length) % panes.length]
      setTab(pane)
      document.getElementById(`ws-tab-${pane}`)?.focus()
    }
    return (
      <div className="ws-area ws-area-tabbed" data-work-area="TABBED">
        <div role="tablist" className="ws-area-tabs" aria-label={t('ws.pane.editor')}>
          {panes.map((pane) => (
            <button key={pane} type="button" role="tab" id={`ws-tab-${pane}`} aria-controls={`ws-panel-${pane}`} aria-selected={tab === pane} tabIndex={tab === pane ? 0 : -1} onClick={() => setTab(pane)} onKeyDown={onTabKey}>
              {labels[pane]}
            </button>
          ))}
        </div>
        {panes.map((pane) => (
          // The instructions and output scroll: their panel takes focus so a keyboard can scroll them.
          <div key={pane} role="tabpanel" id={`ws-panel-${pane}`} aria-labelledby={`ws-tab-${pane}`} hidden={tab !== pane} tabIndex={pane === 'editor' ? undefined : 0} className={`ws-pane ws-pane-${pane}`}>
            {pane === 'instructions' ? instructions : pane === 'editor' ? editor : <div className="ws-output">{output?.(null, null)}</div>}
          </div>
        ))}
        {footer}
      </div>
    )
  }

  const room = areaWidth - 2 * RESIZE_BAR
  return (
    <div ref={area} className="ws-area ws-area-normal" data-work-area="NORMAL">
      <section className="ws-pane ws-pane-instructions" style={{ width: fitted.instruction }} aria-label={labels.instructions} tabIndex={0}>
        {instructions}
      </section>
      <Resizer
        orientation="vertical"
        label={t('ws.separator', { a: labels.instructions, b: labels.editor })}
        value={fitted.instruction}
        min={MIN_WIDTH.instruction}
        max={output ? room - MIN_WIDTH.editor - MIN_WIDTH.output : areaWidth - RESIZE_BAR - MIN_WIDTH.editor}
        onChange={(instruction) => save({ ...widths, instruction })}
      />
      <section className={`ws-pane ws-pane-editor ${output ? '' : 'ws-pane-fill'}`} style={output ? { width: fitted.editor } : undefined} aria-label={labels.editor}>
        {editor}
        {footer}
      </section>
      {output && (
        <>
          <Resizer
            orientation="vertical"
            label={t('ws.separator', { a: labels.editor, b: labels.output })}
            value={fitted.editor}
            min={MIN_WIDTH.editor}
            max={room - fitted.instruction - MIN_WIDTH.output}
            onChange={(editorWidth) => save({ ...widths, editor: editorWidth })}
          />
          <section className="ws-pane ws-pane-output ws-output" style={{ width: fitted.output }} aria-label={labels.output}>
            {output(
              topHeight,
              <Resizer orientation="horizontal" label={t('ws.separator', { a: t('ws.pane.preview'), b: t('ws.pane.console') })} value={topHeight ?? 240} min={OUTPUT_MIN_HEIGHT} max={800} onChange={setTopHeight} />,
            )}
          </section>
        </>
      )}
    </div>
  )
}
