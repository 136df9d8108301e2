import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useT } from './i18n'
import { fitWidths, MIN_WIDTH, OUTPUT_MIN_HEIGHT, RESIZE_BAR, STORAGE_KEYS, workAreaFor, type WorkArea as Mode } from './layout'
import { Resizer } from './Resizer'

interface Props {
  instructions: ReactNode
  editor: ReactNode
  output: (topHeight: number | null, divider: ReactNode) => ReactNode
  /** Switches the TABBED area to a pane (e.g. the output after Run). */
  focusPane?: { pane: Pane; at: number } | null
}

export type Pane = 'instructions' | 'editor' | 'output'

const useWidth = () => {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth))
  useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return width
}

/**
 * NORMAL: instructions | editor | output side by side, resizable down to the spec's minimum widths, the output
 * split into top and bottom. TABBED (narrow screens): one pane at a time behind a tab list.
 */
export function WorkArea({ instructions, editor, output, focusPane }: Props) {
  const { t } = useT()
  const width = useWidth()
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
    if (focusPane) setTab(focusPane.pane)
  }, [focusPane])

  const fitted = fitWidths(widths, areaWidth)
  const save = (next: typeof widths) => {
    setWidths(next)
    localStorage.setItem(STORAGE_KEYS.widths, JSON.stringify(next))
  }
  const labels = { instructions: t('ws.pane.instructions'), editor: t('ws.pane.editor'), output: t('ws.pane.output') }

  if (mode === 'TABBED') {
    const panes: Pane[] = ['instructions', 'editor', 'output']
    return (
      <div className="ws-area ws-area-tabbed" data-work-area="TABBED">
        <div role="tablist" className="ws-area-tabs" aria-label={t('ws.pane.editor')}>
          {panes.map((pane) => (
            <button key={pane} type="button" role="tab" id={`ws-tab-${pane}`} aria-controls={`ws-panel-${pane}`} aria-selected={tab === pane} onClick={() => setTab(pane)}>
              {labels[pane]}
            </button>
          ))}
        </div>
        {panes.map((pane) => (
          <div key={pane} role="tabpanel" id={`ws-panel-${pane}`} aria-labelledby={`ws-tab-${pane}`} hidden={tab !== pane} className={`ws-pane ws-pane-${pane}`}>
            {pane === 'instructions' ? instructions : pane === 'editor' ? editor : <div className="ws-output">{output(null, null)}</div>}
          </div>
        ))}
      </div>
    )
  }

  const room = areaWidth - 2 * RESIZE_BAR
  return (
    <div ref={area} className="ws-area ws-area-normal" data-work-area="NORMAL">
      <section className="ws-pane ws-pane-instructions" style={{ width: fitted.instruction }} aria-label={labels.instructions}>
        {instructions}
      </section>
      <Resizer
        orientation="vertical"
        label={t('ws.separator', { a: labels.instructions, b: labels.editor })}
        value={fitted.instruction}
        min={MIN_WIDTH.instruction}
        max={room - MIN_WIDTH.editor - MIN_WIDTH.output}
        onChange={(instruction) => save({ ...widths, instruction })}
      />
      <section className="ws-pane ws-pane-editor" style={{ width: fitted.editor }} aria-label={labels.editor}>
        {editor}
      </section>
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
    </div>
  )
}
