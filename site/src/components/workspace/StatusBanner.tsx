import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import type { WorkspaceController } from './controller'
import { useT } from './i18n'

/** Connection messages (connecting; failed with reload and FAQ; fatal) and the workspace's transient alerts. */
export function StatusBanner({ controller }: { controller: WorkspaceController }) {
  const { t, tl, locale } = useT()
  const connection = useStore(controller.connection.state)
  const fatal = useStore(controller.fatal)
  const alert = useStore(controller.alert)
  const refusal = useStore(controller.refusal)
  useEffect(() => {
    if (!alert) return
    const timer = setTimeout(() => controller.alert.set(null), 8000)
    return () => clearTimeout(timer)
  }, [alert])
  const reload = (
    <button type="button" onClick={() => window.location.reload()}>{t('ws.reload')}</button>
  )
  return (
    <div className="ws-status">
      {connection === 'connecting' || connection === 'reconnecting' ? (
        <p className="ws-banner" role="status" data-testid="socket-connecting">{t('ws.socket.connecting')}</p>
      ) : null}
      {connection === 'failed' && (
        <p className="ws-banner ws-banner-error" role="alert" data-testid="socket-failed">
          {t('ws.socket.failed')} {reload} <a href={locale === 'ja' ? '/faqs' : `/${locale}/faqs`}>{t('ws.faq')}</a>
        </p>
      )}
      {fatal && (
        <p className="ws-banner ws-banner-error" role="alert">{t('ws.socket.fatal')} {reload}</p>
      )}
      {refusal && <p className="ws-banner ws-banner-error" role="alert" data-testid="refusal">{tl(refusal.message)}</p>}
      <p className="ws-alert" role="alert" data-testid="workspace-alert">{alert ? tl(alert) : ''}</p>
    </div>
  )
}
