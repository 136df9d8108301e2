import { useState } from 'react'
import { useT } from './i18n'

/**
 * The learner's HTTP server, shown as a browser would (docs/workspace.md "Server preview"): its address bar
 * names the port, Reload asks the server again, Stop ends it, and the frame is sandboxed like every preview (the proxy also
 * serves it sandboxed, so it never runs as the platform).
 */
export function ServerPreview({ port, url, onStop }: { port: number; url: string; onStop: () => void }) {
  const { t } = useT()
  const [loads, setLoads] = useState(0)
  return (
    <div className="ws-server">
      <div className="ws-server-bar">
        <span className="ws-server-address" data-testid="server-address">{t('ws.server.address', { port })}</span>
        <span className="ws-server-actions">
          <button type="button" className="ws-button" onClick={() => setLoads((n) => n + 1)}>
            {t('ws.server.reload')}
          </button>
          <button type="button" className="ws-button" onClick={onStop}>
            {t('ws.server.stop')}
          </button>
        </span>
      </div>
      <iframe key={loads} title={t('ws.pane.server')} className="ws-preview" sandbox="allow-scripts allow-forms allow-modals" src={url} data-testid="server-preview" />
    </div>
  )
}
