import { useT } from '../i18n'
import { Dialog } from './Dialog'

/**
 * Reset asks first: the learner's code goes back to the page's starting files, or on a terminal page the terminal's
 * home to the page's starting state (docs/workspace.md "Terminal pages").
 */
export function ResetConfirm({ open, onConfirm, onClose, terminal = false }: { open: boolean; onConfirm: () => void; onClose: () => void; terminal?: boolean }) {
  const { t } = useT()
  return (
    <Dialog open={open} title={t(terminal ? 'ws.terminal.resetDialog.title' : 'ws.resetDialog.title')} onClose={onClose} testId="reset-modal">
      <p>{t(terminal ? 'ws.terminal.resetDialog.body' : 'ws.resetDialog.body')}</p>
      <div className="ws-dialog-actions">
        <button type="button" onClick={onClose} autoFocus>{t('ws.cancel')}</button>
        <button type="button" className="ws-danger" onClick={onConfirm}>{t('ws.resetDialog.confirm')}</button>
      </div>
    </Dialog>
  )
}
