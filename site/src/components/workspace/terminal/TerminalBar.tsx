import { useStore } from '@nanostores/react'
import { useId } from 'react'
import { useT } from '../i18n'
import type { Theme } from '../layout'
import { ThemePicker } from '../ThemePicker'
import type { TerminalChannel } from './terminalChannel'
import type { TerminalView } from './terminalView'

interface Props {
  channel: TerminalChannel
  view: TerminalView
  theme: Theme
  onTheme: (theme: Theme) => void
  onShortcuts: () => void
}

/**
 * The bar above the terminal (docs/workspace.md "Terminal pages"): the shell's current directory, Copy and Paste
 * for touch screens (the keys are Ctrl+Shift+C and Ctrl+Shift+V), the shortcuts and the theme, and the commands
 * the page permits, so the learner knows what to type.
 */
export function TerminalBar({ channel, view, theme, onTheme, onShortcuts }: Props) {
  const { t } = useT()
  const cwd = useStore(channel.cwd)
  const status = useStore(channel.status)
  const permitted = useStore(channel.permitted)
  const permittedId = useId()
  const state = status.kind === 'opening' ? t('ws.terminal.starting') : status.kind === 'offline' ? t('ws.terminal.offline') : ''
  // A pointer press keeps the focus (and the selection's highlight) in the terminal; a keyboard's stays on the button.
  const keepFocus = (event: React.MouseEvent) => event.preventDefault()
  return (
    <div className="ws-terminal-bar">
      <div className="ws-terminal-bar-row">
        <p className="ws-terminal-cwd" data-testid="terminal-cwd">
          <span className="ws-sr-only">{t('ws.terminal.directory')}: </span>
          <code>{cwd ?? '~'}</code>
          {state && <span className="ws-terminal-state">{state}</span>}
        </p>
        <div className="ws-terminal-actions">
          <button type="button" className="ws-small-button" onMouseDown={keepFocus} onClick={() => void view.copy()} aria-keyshortcuts="Control+Shift+C" title="Ctrl+Shift+C" data-testid="terminal-copy">
            {t('ws.terminal.copy')}
          </button>
          <button
            type="button"
            className="ws-small-button"
            onMouseDown={keepFocus}
            onClick={() => void view.paste().then(() => view.focus())}
            disabled={status.kind !== 'open'}
            aria-keyshortcuts="Control+Shift+V"
            title="Ctrl+Shift+V"
            data-testid="terminal-paste"
          >
            {t('ws.terminal.paste')}
          </button>
          <button type="button" className="ws-small-button" onClick={onShortcuts} aria-haspopup="dialog" data-testid="shortcuts-button">
            {t('ws.shortcuts.open')}
          </button>
          <ThemePicker theme={theme} onTheme={onTheme} />
        </div>
      </div>
      {permitted.length > 0 && (
        <div className="ws-terminal-permitted" data-testid="terminal-permitted">
          <span id={permittedId}>{t('ws.terminal.permitted')}</span>
          <ul aria-labelledby={permittedId}>
            {permitted.map((command) => (
              <li key={command}>
                <code>{command}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
