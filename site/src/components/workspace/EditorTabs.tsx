import { useStore } from '@nanostores/react'
import type { WorkspaceController } from './controller'
import { useT } from './i18n'

/** Open files as tabs (a list of buttons, since each tab has its own close button, which an ARIA tablist cannot hold), at most 8, or 12 in wide mode; the controller enforces the limit. */
export function EditorTabs({ controller }: { controller: WorkspaceController }) {
  const { t } = useT()
  const open = useStore(controller.openPaths)
  const active = useStore(controller.activePath)
  return (
    <ul className="ws-tabs" aria-label={t('ws.files.openFiles')}>
      {open.map((path) => (
        <li key={path} className="ws-tab" data-active={path === active}>
          <button type="button" aria-current={path === active ? 'true' : undefined} onClick={() => controller.openFile(path)}>
            {path.split('/').at(-1)}
          </button>
          <button type="button" className="ws-tab-close" aria-label={t('ws.files.closeTab', { name: path })} onClick={() => controller.closeFile(path)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  )
}
