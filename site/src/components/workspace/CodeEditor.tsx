import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import type * as MonacoApi from 'monaco-editor/editor'
import type { WorkspaceController } from './controller'
import { useT } from './i18n'
import type { Theme } from './layout'
import { CodeView } from './CodeView'
import { loadMonaco } from './loadMonaco'
import { monacoTheme } from './themes'

type Setup = typeof import('./monacoSetup')

/** How long the learner's files stay unchanged before Monaco starts loading (a pause in typing, or none at all). */
export const MONACO_AFTER_PAUSE_MS = 800

interface Props {
  controller: WorkspaceController
  theme: Theme
  readOnly: boolean
  /** Where a check result asked to jump: the file is opened and the line revealed and focused. */
  reveal: { path: string; line: number; at: number } | null
  /** The element Escape moves focus to (Monaco keeps Tab for indentation). */
  escapeTarget: () => HTMLElement | null
}

/** The Monaco editor with one model per file; Monaco itself is fetched only when this mounts. */
export function CodeEditor({ controller, theme, readOnly, reveal, escapeTarget }: Props) {
  const { t } = useT()
  const host = useRef<HTMLDivElement>(null)
  const [setup, setSetup] = useState<Setup | null>(null)
  // Until Monaco holds the open file, the quick code view shows it (and takes the learner's typing).
  const [ready, setReady] = useState(false)
  const editor = useRef<MonacoApi.editor.IStandaloneCodeEditor | null>(null)
  const models = useRef(new Map<string, MonacoApi.editor.ITextModel>())
  const files = useStore(controller.files)
  const activePath = useStore(controller.activePath)

  // Monaco's chunk holds the main thread for a long moment while it evaluates (over a second on a phone), and a
  // key pressed meanwhile waits for it. So it starts once the learner reaches for the code (the pointer over it,
  // a touch, the focus in it: `wanted`) AND has paused (no change to the files for MONACO_AFTER_PAUSE_MS): until
  // then the quick view is the editor, and a learner who only reads the page never pays for Monaco
  // (docs/workspace.md "Editor"). A jump to a line starts it at once.
  const hasFiles = files.length > 0
  const [wanted, setWanted] = useState(false)
  const want = () => setWanted(true)
  const started = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const startMonaco = () => {
    if (started.current) return
    started.current = true
    void loadMonaco().then((loaded) => mounted.current && setSetup(loaded))
  }
  useEffect(() => {
    if (!hasFiles || !wanted || started.current) return
    const timer = setTimeout(startMonaco, MONACO_AFTER_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [hasFiles, wanted, files])
  useEffect(() => {
    if (reveal) startMonaco()
  }, [reveal])

  // Create the editor once Monaco is here.
  useEffect(() => {
    if (!setup || !host.current) return
    const { monaco } = setup
    const instance = monaco.editor.create(host.current, {
      model: null,
      theme: monacoTheme(theme),
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 14,
      tabSize: 2,
      scrollBeyondLastLine: false,
      // 'dimmed' (the default) draws the last line number below the contrast minimum.
      renderFinalNewline: 'on',
      ariaLabel: t('ws.pane.editor'),
      accessibilitySupport: 'auto',
    })
    editor.current = instance
    instance.addCommand(monaco.KeyCode.Escape, () => escapeTarget()?.focus(), '!suggestWidgetVisible && !findWidgetVisible && !parameterHintsVisible && !renameInputVisible')
    instance.onDidChangeModelContent((event) => {
      const model = instance.getModel()
      if (!model || event.isFlush) return
      controller.edit(model.uri.path.slice(1), model.getValue())
    })
    controller.onExternalChange = (path, content) => {
      const model = models.current.get(path)
      if (model && model.getValue() !== content) model.setValue(content)
    }
    return () => {
      instance.dispose()
      models.current.forEach((m) => m.dispose())
      models.current.clear()
    }
    // The editor is created once; theme and read-only changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setup])

  // Keep one model per file, created lazily with the file's content.
  useEffect(() => {
    if (!setup) return
    const { monaco, languageOf } = setup
    // The controller's files as they are now, not as this render saw them: a key the quick view took after the
    // render (while Monaco was taking over) is in them, and so is every edit Monaco itself made.
    const live = controller.files.get()
    const paths = new Set(live.map((f) => f.path))
    for (const [path, model] of models.current) {
      if (!paths.has(path)) {
        model.dispose()
        models.current.delete(path)
      }
    }
    for (const file of live) {
      const model = models.current.get(file.path)
      if (!model) models.current.set(file.path, monaco.editor.createModel(file.content, languageOf(file.path), monaco.Uri.file(file.path)))
      // Only an edit from outside this editor can differ (Monaco's own reach the controller synchronously).
      else if (model.getValue() !== file.content) model.setValue(file.content)
    }
    const active = activePath ? models.current.get(activePath) ?? null : null
    if (editor.current && editor.current.getModel() !== active) editor.current.setModel(active)
    if (editor.current && active && !ready) {
      // Monaco takes over from the code view: the same text (typed there through the controller), the caret, the focus.
      const handoff = controller.handoff()
      if (handoff && handoff.path === activePath) {
        const start = active.getPositionAt(handoff.start)
        const end = active.getPositionAt(handoff.end)
        editor.current.setSelection(new setup.monaco.Selection(start.lineNumber, start.column, end.lineNumber, end.column))
        if (handoff.focused) editor.current.focus()
      }
      setReady(true)
    }
    // Ready once the learner's files are in the editor (what tests and benchmarks wait for).
    if (host.current) host.current.dataset.ready = String(Boolean(editor.current && active))
  }, [setup, files, activePath])

  useEffect(() => setup?.monaco.editor.setTheme(monacoTheme(theme)), [setup, theme])
  useEffect(() => editor.current?.updateOptions({ readOnly }), [setup, readOnly])

  useEffect(() => {
    if (!setup || !reveal || !editor.current || reveal.path !== activePath) return
    editor.current.revealLineInCenter(reveal.line)
    editor.current.setPosition({ lineNumber: reveal.line, column: 1 })
    editor.current.focus()
  }, [setup, reveal, activePath])

  return (
    <div className="ws-code" onPointerEnter={want} onPointerMove={wanted ? undefined : want} onPointerDown={want} onFocus={want}>
      {!ready && <CodeView controller={controller} readOnly={readOnly} />}
      <div ref={host} className="ws-monaco" data-testid="code-editor" />
    </div>
  )
}
