import { useStore } from '@nanostores/react'
import { useEffect, useId, useRef, useState } from 'react'
import type { WorkspaceController } from '../controller'
import { useT } from '../i18n'
import { JudgeResults } from '../JudgeResults'
import type { Theme } from '../layout'
import { useWindowWidth } from '../useWindowWidth'
import { TerminalBar } from './TerminalBar'
import { terminalFontSize, terminalThemeFor } from './terminalThemes'
import type { TerminalParts } from './useTerminal'

/** How long a copy or paste notice stays under the terminal (the announcer has read it out by then). */
const NOTICE_MS = 4000

interface Props {
  controller: WorkspaceController
  terminal: TerminalParts
  theme: Theme
  onTheme: (theme: Theme) => void
  onShortcuts: () => void
}

/**
 * The terminal pane of a terminal page, in the editor's place (docs/workspace.md "Terminal pages"): the bar, the
 * terminal itself (the workspace keeps it while this pane comes and goes with the layout), what ended it with a
 * way to reopen it, the way out for a keyboard, and the last submission's results.
 */
export function TerminalPane({ controller, terminal, theme, onTheme, onShortcuts }: Props) {
  const { t, tl } = useT()
  const { channel, view } = terminal
  const host = useRef<HTMLDivElement>(null)
  const reopenButton = useRef<HTMLButtonElement>(null)
  const hintId = useId()
  const ready = useStore(view.ready)
  const failed = useStore(view.failed)
  const status = useStore(channel.status)
  const notice = useStore(view.notice)
  const result = useStore(controller.result)
  const [dismissed, setDismissed] = useState<typeof result>(null)
  const width = useWindowWidth()

  useEffect(() => {
    view.mount(host.current!, hintId)
    return () => view.unmount()
  }, [view, hintId])
  useEffect(() => view.setTheme(terminalThemeFor(theme)), [view, theme])
  useEffect(() => view.setFontSize(terminalFontSize(width)), [view, width])
  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => view.notice.set(null), NOTICE_MS)
    return () => clearTimeout(timer)
  }, [view, notice])

  // A terminal that closes under the learner's keys leaves them on its Reopen button, not on a dead terminal.
  const closed = status.kind === 'closed' ? status : null
  useEffect(() => {
    if (closed && host.current?.contains(document.activeElement)) reopenButton.current?.focus()
  }, [closed])
  const reopen = () => void channel.open().then(() => channel.status.get().kind === 'open' && view.focus())

  return (
    <div className="ws-terminal" data-theme={theme} data-testid="terminal-pane">
      <TerminalBar channel={channel} view={view} theme={theme} onTheme={onTheme} onShortcuts={onShortcuts} />
      <div className="ws-terminal-screen">
        <div ref={host} className="ws-terminal-host" data-testid="terminal" data-ready={ready || undefined} />
        {!ready && (
          <p className="ws-terminal-loading" role={failed ? 'alert' : undefined}>
            {t(failed ? 'ws.terminal.loadFailed' : 'ws.terminal.loading')}
          </p>
        )}
        {closed && (
          <div className="ws-terminal-closed" data-testid="terminal-closed" data-code={closed.code}>
            <p>{tl(closed.reason)}</p>
            <button type="button" ref={reopenButton} className="ws-button ws-primary" onClick={reopen}>
              {t('ws.terminal.reopen')}
            </button>
          </div>
        )}
      </div>
      <p className="ws-terminal-foot">
        <span id={hintId} className="ws-terminal-hint">{t('ws.terminal.leaveHint')}</span>
        {notice && <span className="ws-terminal-notice">{tl(notice.message)}</span>}
      </p>
      {result && result !== dismissed && (
        <section className="ws-terminal-results" aria-label={t('ws.results.title')} tabIndex={0} data-testid="terminal-results">
          <JudgeResults controller={controller} onJump={() => undefined} />
          <button type="button" className="ws-small-button" onClick={() => setDismissed(result)}>
            {t('ws.close')}
          </button>
        </section>
      )}
    </div>
  )
}
