import { useStore } from '@nanostores/react'
import type { WorkspaceController } from './controller'
import { useT } from './i18n'
import { SHORTCUTS } from './shortcuts'

/** Whether the page's plugin formats this file (its manifest lists the extension). */
export const canFormat = (formats: string[], path: string | null) => Boolean(path && formats.some((ext) => path.toLowerCase().endsWith(ext)))

/** Format: the open file through the plugin's formatter on the server; offered only where the plugin formats. */
export function FormatButton({ controller }: { controller: WorkspaceController }) {
  const { t } = useT()
  const formats = useStore(controller.formats)
  const active = useStore(controller.activePath)
  const runState = useStore(controller.runState)
  if (!canFormat(formats, active)) return null
  return (
    <button type="button" className="ws-small-button" onClick={() => active && void controller.format(active)} disabled={runState !== 'READY'} aria-label={t('ws.format.label', { file: active! })} aria-keyshortcuts={SHORTCUTS.format.aria} title={SHORTCUTS.format.label} data-testid="format-button">
      {t('ws.format')}
    </button>
  )
}
