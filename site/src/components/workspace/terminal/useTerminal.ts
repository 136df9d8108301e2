import { useEffect, useMemo } from 'react'
import type { WorkspaceController } from '../controller'
import { useT } from '../i18n'
import type { Theme } from '../layout'
import { TerminalChannel } from './terminalChannel'
import { terminalFontSize, terminalThemeFor } from './terminalThemes'
import { TerminalView } from './terminalView'

export interface TerminalParts {
  channel: TerminalChannel
  view: TerminalView
}

/**
 * The terminal of a terminal page for the workspace's lifetime (docs/workspace.md "Terminal pages"): its socket
 * side and its screen, made when the page turns out to be a terminal page, closed when the page is left.
 */
export function useTerminal(controller: WorkspaceController, isTerminal: boolean, theme: Theme): TerminalParts | null {
  const { t, locale } = useT()
  const parts = useMemo(() => {
    if (!isTerminal || typeof window === 'undefined') return null
    const announce = controller.announce.bind(controller)
    const channel = new TerminalChannel(controller.connection, controller.pageId, locale, announce)
    const view = new TerminalView(channel, {
      theme: terminalThemeFor(theme),
      fontSize: terminalFontSize(window.innerWidth),
      strings: { promptLabel: t('ws.terminal.inputLabel'), tooMuchOutput: t('ws.terminal.tooMuchOutput') },
      announce,
    })
    return { channel, view }
    // Made once per page; the theme and the font size follow through the view's setters (TerminalPane.tsx).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, isTerminal])

  useEffect(() => {
    if (!parts) return
    const { channel, view } = parts
    const stopListening = channel.listen()
    // The spec's "page leave": the shell closes; a page shown again from the browser's history opens a new one.
    const leave = () => channel.close()
    const shownAgain = (event: PageTransitionEvent) => event.persisted && channel.reopen()
    window.addEventListener('pagehide', leave)
    window.addEventListener('pageshow', shownAgain)
    return () => {
      window.removeEventListener('pagehide', leave)
      window.removeEventListener('pageshow', shownAgain)
      channel.close()
      stopListening()
      view.dispose()
    }
  }, [parts])

  return parts
}
