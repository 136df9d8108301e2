import { useT } from '../i18n'
import { Dialog } from './Dialog'

/** The subscription dialog (plus pages) and the professional dialog (professional pages). */
export function PlanDialog({ plan, onClose, currentPath }: { plan: 'plus' | 'professional' | null; onClose: () => void; currentPath: string }) {
  const { t, locale } = useT()
  const prefix = locale === 'ja' ? '' : `/${locale}`
  const plus = plan === 'plus'
  return (
    <Dialog open={plan !== null} title={plus ? t('ws.plan.plusTitle') : t('ws.plan.proTitle')} onClose={onClose} testId={plus ? 'subscription-dialog' : 'professional-dialog'}>
      <p>{plus ? t('ws.plan.plusBody') : t('ws.plan.proBody')}</p>
      <div className="ws-dialog-actions">
        <button type="button" onClick={onClose}>{t('ws.close')}</button>
        <a className="ws-button ws-primary" href={plus ? `${prefix}/plans/for_users?ref=${encodeURIComponent(`lessonModal_${currentPath}`)}` : `${prefix}/professional`}>
          {plus ? t('ws.plan.plusCta') : t('ws.plan.proCta')}
        </a>
      </div>
    </Dialog>
  )
}
