import { useStore } from '@nanostores/react'
import { useEffect, useReducer, useRef, type UIEvent } from 'react'
import type { WorkspaceController } from './controller'
import { highlight, loadHighlighting } from './highlight'
import { useT } from './i18n'
import { removePaintedCode } from './pageFiles'

/**
 * The learner's code at once, while Monaco loads (docs/workspace.md "Editor"): highlighted text under a
 * transparent textarea, so the learner can already read, move the caret and type. Every keystroke goes
 * through the controller like Monaco's (autosave included); when Monaco takes over it gets the same text,
 * the caret and the focus (`controller.handoff`), so nothing typed meanwhile is lost.
 */
export function CodeView({ controller, readOnly }: { controller: WorkspaceController; readOnly: boolean }) {
  const { t } = useT()
  const files = useStore(controller.files)
  const activePath = useStore(controller.activePath)
  const editable = useStore(controller.editable)
  const file = files.find((f) => f.path === activePath)
  const input = useRef<HTMLTextAreaElement>(null)
  const shown = useRef<HTMLPreElement>(null)

  useEffect(() => {
    controller.handoff = () => {
      const area = input.current
      if (!area || !activePath) return null
      // Focus moves to Monaco now; a key already on its way still lands here, goes through the controller like
      // every other, and Monaco takes it from there (CodeEditor keeps its models equal to the controller's files).
      return { path: activePath, start: area.selectionStart, end: area.selectionEnd, focused: document.activeElement === area }
    }
    return () => {
      controller.handoff = () => null
    }
  }, [controller, activePath])

  // Drawn again once the open file's grammar is here (most languages load theirs with their first file); a grammar
  // that cannot be fetched leaves the code uncoloured, which is all it costs.
  const [, grammarLoaded] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (!activePath) return
    let live = true
    loadHighlighting(activePath).then(
      () => live && grammarLoaded(),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [activePath])

  // The quick view now shows the code: the copy the server painted into the page goes (pageFiles.ts).
  const shows = Boolean(file)
  useEffect(() => {
    if (shows) removePaintedCode()
  }, [shows])

  const follow = (event: UIEvent<HTMLTextAreaElement>) => {
    if (!shown.current) return
    shown.current.scrollTop = event.currentTarget.scrollTop
    shown.current.scrollLeft = event.currentTarget.scrollLeft
  }

  return (
    <div className="ws-codeview" data-testid="code-view" data-ready={Boolean(file)}>
      {/* Out of the tab order: Chromium makes a scrolling element focusable, and this one is hidden from screen
          readers (the textarea over it is what takes the focus and the typing). */}
      <pre ref={shown} className="ws-codeview-text" aria-hidden="true" tabIndex={-1}>
        <code dangerouslySetInnerHTML={{ __html: file ? `${highlight(file.path, file.content)}\n` : '' }} />
      </pre>
      {file && (
        <textarea
          ref={input}
          className="ws-codeview-input"
          value={file.content}
          readOnly={readOnly || !editable}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-label={t('ws.codeView.label', { file: file.path })}
          onChange={(event) => controller.edit(file.path, event.target.value)}
          onScroll={follow}
        />
      )}
      {!file && <p className="ws-loading">{t('ws.loadingEditor')}</p>}
    </div>
  )
}
