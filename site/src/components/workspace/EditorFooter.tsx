import { useStore } from '@nanostores/react'
import type { Ref } from 'react'
import type { WorkspaceController } from './controller'
import { Icon } from './Icons'
import { useT } from './i18n'
import { SHORTCUTS } from './shortcuts'

interface Props {
  controller: WorkspaceController
  onReset: () => void
  onSolutions: () => void
  /** The first control after the editor: where Esc in the editor moves focus (docs/workspace.md "Keyboard"). */
  firstRef: Ref<HTMLButtonElement>
  /** A Dojo page not cleared yet: the button opens the dialog that says why there are no hints (docs/workspace.md "Dojo topics"). */
  dojoLocked?: boolean
  /** A terminal page: no Run (the learner runs commands in the terminal), and Reset resets the terminal. */
  terminal?: boolean
}

/**
 * The editor footer (58 px): hints & answer, reset, the run state, Run (Stop while a run is in flight) and
 * Submit. On narrow screens it sits below the tabs, so Run and Submit stay on screen whatever the tab.
 */
export function EditorFooter({ controller, onReset, onSolutions, firstRef, dojoLocked = false, terminal = false }: Props) {
  const { t } = useT()
  const runState = useStore(controller.runState)
  const running = useStore(controller.running)
  const blackout = useStore(controller.blackout)
  const busy = runState !== 'READY' || Boolean(blackout)
  return (
    <footer className="ws-footer">
      <div className="ws-footer-actions">
        <button type="button" ref={firstRef} onClick={onSolutions} aria-haspopup="dialog" aria-describedby={dojoLocked ? 'ws-dojo-locked' : undefined} title={dojoLocked ? t('ws.solutions.dojoLockedShort') : undefined} data-testid="solutions-button" data-dojo-locked={dojoLocked || undefined}>
          {dojoLocked && <Icon name="lock" className="ws-button-icon" />}
          {t('ws.solutions')}
        </button>
        {dojoLocked && <span id="ws-dojo-locked" className="ws-sr-only">{t('ws.solutions.dojoLockedShort')}</span>}
        <button type="button" onClick={onReset} disabled={busy} aria-haspopup="dialog" data-testid="reset-button">{t(terminal ? 'ws.terminal.reset' : 'ws.reset')}</button>
      </div>
      <div className="ws-footer-actions">
        <span className="ws-run-state" data-state={runState}>{t(`ws.state.${runState}`)}</span>
        {terminal ? null : running === 'run' ? (
          <button type="button" className="ws-danger" onClick={() => void controller.stop()} data-testid="stop-button">{t('ws.stop')}</button>
        ) : (
          <button type="button" onClick={() => void controller.run()} disabled={busy} aria-keyshortcuts={SHORTCUTS.run.aria} title={SHORTCUTS.run.label}>{t('ws.run')}</button>
        )}
        <button type="button" className="ws-primary" onClick={() => void controller.submit()} disabled={busy} aria-keyshortcuts={SHORTCUTS.submit.aria} title={SHORTCUTS.submit.label}>{t('ws.submit')}</button>
      </div>
    </footer>
  )
}
