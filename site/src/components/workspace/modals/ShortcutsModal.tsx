import { useT } from '../i18n'
import { SHORTCUTS } from '../shortcuts'
import { Dialog } from './Dialog'

/**
 * The visible list of the workspace's keyboard shortcuts (docs/workspace.md "Keyboard and screen readers"); a
 * terminal page lists the terminal's keys instead of the editor's.
 */
export function ShortcutsModal({ open, onClose, terminal = false }: { open: boolean; onClose: () => void; terminal?: boolean }) {
  const { t } = useT()
  const rows: [string, string][] = terminal ? [
    [SHORTCUTS.submit.label, t('ws.shortcuts.submit')],
    ['Ctrl+Shift+C', t('ws.terminal.shortcuts.copy')],
    ['Ctrl+Shift+V', t('ws.terminal.shortcuts.paste')],
    ['Ctrl+C', t('ws.terminal.shortcuts.interrupt')],
    ['Ctrl+V', t('ws.terminal.shortcuts.noPaste')],
    ['Esc → Tab', t('ws.terminal.shortcuts.leave')],
    ['Tab / ←→', t('ws.shortcuts.panes')],
  ] : [
    [SHORTCUTS.run.label, t('ws.shortcuts.run')],
    [SHORTCUTS.submit.label, t('ws.shortcuts.submit')],
    [SHORTCUTS.format.label, t('ws.shortcuts.format')],
    ['Esc', t('ws.shortcuts.escape')],
    ['Ctrl+M', t('ws.shortcuts.tabMode')],
    ['Tab / ←→', t('ws.shortcuts.panes')],
  ]
  return (
    <Dialog open={open} title={t('ws.shortcuts.title')} onClose={onClose} testId="shortcuts-modal">
      <dl className="ws-shortcuts">
        {rows.map(([keys, what]) => (
          <div key={keys}>
            <dt><kbd>{keys}</kbd></dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <div className="ws-dialog-actions">
        <button type="button" onClick={onClose} autoFocus>{t('ws.close')}</button>
      </div>
    </Dialog>
  )
}
