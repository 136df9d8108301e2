import { useStore } from '@nanostores/react'
import type { Ref } from 'react'
import type { WorkspaceController } from './controller'
import { useT } from './i18n'

interface Props {
  controller: WorkspaceController
  onReset: () => void
  onSolutions: () => void
  runRef: Ref<HTMLButtonElement>
}

/** The editor footer (58 px) under the file tree and the editor: hints & answer, reset, run state, run and submit. */
export function EditorFooter({ controller, onReset, onSolutions, runRef }: Props) {
  const { t } = useT()
  const runState = useStore(controller.runState)
  const blackout = useStore(controller.blackout)
  const busy = runState !== 'READY' || Boolean(blackout)
  return (
    <footer className="ws-footer">
      <div className="ws-footer-actions">
        <button type="button" onClick={onSolutions}>{t('ws.solutions')}</button>
        <button type="button" onClick={onReset} disabled={busy}>{t('ws.reset')}</button>
      </div>
      <div className="ws-footer-actions">
        <span className="ws-run-state" data-state={runState}>{t(`ws.state.${runState}`)}</span>
        <button type="button" ref={runRef} onClick={() => void controller.run()} disabled={busy}>{t('ws.run')}</button>
        <button type="button" className="ws-primary" onClick={() => void controller.submit()} disabled={busy}>{t('ws.submit')}</button>
      </div>
    </footer>
  )
}
