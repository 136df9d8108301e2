import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import type { SourceFile } from '@plugins/contract'
import { markAnswerViewed } from '@site/stores/lessonProgress'
import type { WorkspaceController } from '../controller'
import { useT } from '../i18n'
import type { Theme } from '../layout'
import { Dialog } from './Dialog'
import { loadMonaco } from '../loadMonaco'
import { monacoTheme } from '../themes'

/**
 * Hints and the model answer, loaded from the server only when asked (the learner is entitled to the page,
 * or the server refuses). Opening and closing are tracked; opening the answer sets answerFlag. The diff view
 * compares the learner's file with the answer's in Monaco's diff editor. On a Dojo page not cleared yet it asks for
 * nothing and says when they open (docs/workspace.md "Dojo topics"); the server would refuse them anyway.
 */
export function SolutionsModal({ controller, open, onClose, theme, dojoLocked = false }: { controller: WorkspaceController; open: boolean; onClose: () => void; theme: Theme; dojoLocked?: boolean }) {
  const { t, tl, locale } = useT()
  /** The hints rendered from Markdown. */
  const [hints, setHints] = useState<string[] | null>(null)
  const [answer, setAnswer] = useState<SourceFile[] | null>(null)
  const [diffPath, setDiffPath] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!open || dojoLocked) return
    setError(null)
    controller.track('hint_opened')
    // The Markdown renderer comes with the hints: a learner who never opens them never loads or evaluates it.
    void Promise.all([controller.hints(locale), import('marked')]).then(([found, { marked }]) => setHints(found.map((hint) => marked.parse(hint, { async: false }))), (e: { localized?: Parameters<typeof tl>[0] }) => setError(e.localized ? tl(e.localized) : String(e)))
  }, [open, dojoLocked])

  const close = () => {
    if (!dojoLocked) controller.track('hint_closed')
    setDiffPath(null)
    onClose()
  }
  const showAnswer = async () => {
    try {
      const files = await controller.answer()
      setAnswer(files)
      markAnswerViewed(controller.pageId)
    } catch (e) {
      const localized = (e as { localized?: Parameters<typeof tl>[0] }).localized
      setError(localized ? tl(localized) : String(e))
    }
  }

  return (
    <Dialog open={open} title={t('ws.solutions')} onClose={close} className="ws-dialog-wide" testId="solutions-modal">
      {dojoLocked ? (
        <p className="ws-dojo-note" data-testid="dojo-locked">
          <span className="ws-dojo-badge">{t('ws.dojo')}</span> {t('ws.solutions.dojoLocked')}
        </p>
      ) : (
        <>
          {error && <p className="ws-error" role="alert">{error}</p>}
          {hints && hints.length === 0 && <p>{t('ws.solutions.noHints')}</p>}
          {hints?.map((hint, index) => (
            <details key={index} className="ws-hint">
              <summary>{t('ws.solutions.hint', { n: index + 1 })}</summary>
              <div dangerouslySetInnerHTML={{ __html: hint }} />
            </details>
          ))}
          {!answer ? (
            <button type="button" onClick={() => void showAnswer()}>{t('ws.solutions.showAnswer')}</button>
          ) : (
            <section aria-label={t('ws.solutions.answer')} data-testid="answer-files">
              {answer.map((file) => (
                <div key={file.path}>
                  <h3>{file.path}</h3>
                  {diffPath === file.path ? (
                    <DiffView controller={controller} file={file} theme={theme} />
                  ) : (
                    <>
                      <pre className="ws-answer-code">{file.content}</pre>
                      <button
                        type="button"
                        onClick={() => {
                          controller.track('diff_opened')
                          setDiffPath(file.path)
                        }}
                      >
                        {t('ws.solutions.diff')}
                      </button>
                    </>
                  )}
                </div>
              ))}
            </section>
          )}
        </>
      )}
      <div className="ws-dialog-actions">
        <button type="button" onClick={close}>{t('ws.close')}</button>
      </div>
    </Dialog>
  )
}

function DiffView({ controller, file, theme }: { controller: WorkspaceController; file: SourceFile; theme: Theme }) {
  const { t } = useT()
  const host = useRef<HTMLDivElement>(null)
  const files = useStore(controller.files)
  const mine = files.find((f) => f.path === file.path)?.content ?? ''
  useEffect(() => {
    let dispose = () => undefined as void
    void loadMonaco().then(({ monaco, languageOf }) => {
      if (!host.current) return
      const diff = monaco.editor.createDiffEditor(host.current, { readOnly: true, theme: monacoTheme(theme), automaticLayout: true, renderSideBySide: true, minimap: { enabled: false }, originalAriaLabel: t('ws.solutions.yours'), modifiedAriaLabel: t('ws.solutions.answer') })
      const original = monaco.editor.createModel(mine, languageOf(file.path))
      const modified = monaco.editor.createModel(file.content, languageOf(file.path))
      diff.setModel({ original, modified })
      host.current.dataset.ready = 'true'
      dispose = () => {
        diff.dispose()
        original.dispose()
        modified.dispose()
      }
    })
    return () => dispose()
  }, [file.path, file.content, mine, theme])
  return (
    <div>
      <p className="ws-diff-legend"><span>{t('ws.solutions.yours')}</span><span>{t('ws.solutions.answer')}</span></p>
      <div ref={host} className="ws-diff" data-testid="diff-editor" />
    </div>
  )
}
