import { useEffect, useState } from 'react'
import { useT } from '../i18n'
import { SMALL_SCREEN_BELOW, STORAGE_KEYS } from '../layout'
import { Dialog } from './Dialog'

/** On small screens: lessons are made for computers. "Don't show again" is remembered in browser storage. */
export function DisclaimerModal() {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  const [dontShow, setDontShow] = useState(false)
  useEffect(() => {
    if (window.innerWidth < SMALL_SCREEN_BELOW && localStorage.getItem(STORAGE_KEYS.disclaimerDiscarded) !== 'true') setOpen(true)
  }, [])
  const close = () => {
    if (dontShow) localStorage.setItem(STORAGE_KEYS.disclaimerDiscarded, 'true')
    setOpen(false)
  }
  return (
    <Dialog open={open} title={t('ws.disclaimer.title')} onClose={close} testId="disclaimer-modal">
      <p>{t('ws.disclaimer.body')}</p>
      <label className="ws-check">
        <input type="checkbox" checked={dontShow} onChange={(e) => setDontShow(e.target.checked)} /> {t('ws.disclaimer.dontShow')}
      </label>
      <div className="ws-dialog-actions">
        <button type="button" className="ws-primary" onClick={close}>{t('ws.close')}</button>
      </div>
    </Dialog>
  )
}
