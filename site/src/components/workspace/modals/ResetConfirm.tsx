import { useT } from '../i18n'
import { Dialog } from './Dialog'

/** Reset asks first: the learner's code goes back to the page's starting files. */
export function ResetConfirm({ open, onConfirm, onClose }: { open: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useT()
  return (
    <Dialog open={open} title={t('ws.resetDialog.title')} onClose={onClose} testId="reset-modal">
      <p>{t('ws.resetDialog.body')}</p>
      <div className="ws-dialog-actions">
        <button type="button" onClick={onClose} autoFocus>{t('ws.cancel')}</button>
        <button type="button" className="ws-danger" onClick={onConfirm}>{t('ws.resetDialog.confirm')}</button>
      </div>
    </Dialog>
  )
}
