import { useStore } from '@nanostores/react'
import type { WorkspaceController } from './controller'
import { useT } from './i18n'

/** The auto-save message (docs/workspace.md "Editor"), above the editor where it stays visible however narrow the pane. */
export function AutosaveStatus({ controller }: { controller: WorkspaceController }) {
  const { t } = useT()
  const saved = useStore(controller.autosave.state)
  const text = saved === 'saving' ? t('ws.autosave.saving') : saved === 'saved' ? t('ws.autosave.saved') : saved === 'offline' ? t('ws.autosave.offline') : ''
  return (
    <p className="ws-autosave" data-state={saved} aria-live="polite" data-testid="autosave">
      {text}
    </p>
  )
}
