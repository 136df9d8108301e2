import { localized } from '@domain/i18n/messages'
import { SERVER_EVENTS } from '@domain/socket/events'
import { WorkspaceError } from '../../workspace/workspaceStore'
import { TerminalUnavailable, type TerminalListener } from '../../terminal/terminalSessions'
import type { WorkspaceSocket } from './context'

/**
 * The terminal of a terminal page (docs/terminal.md "The socket"): open (or take over) the learner's shell for
 * the page, keys and sizes to it, reset, close. Everything the shell prints goes to this socket only; when the
 * socket leaves, its terminals close and every process they started ends.
 */
export function registerTerminalHandlers({ on, socket, store, user, deps, blackout }: WorkspaceSocket) {
  const terminals = deps.terminals
  if (!terminals) return
  const listeners = new Map<string, TerminalListener>()
  const listenerFor = (pageId: number | string): TerminalListener => {
    const key = String(pageId)
    let listener = listeners.get(key)
    if (!listener) {
      listener = {
        output: (data) => socket.emit(SERVER_EVENTS.terminalOutput, { pageId, data }),
        directory: (cwd) => socket.emit(SERVER_EVENTS.directoryChanged, { pageId, cwd }),
        closed: (reason, code) => socket.emit(SERVER_EVENTS.terminalClosed, { pageId, reason, code }),
      }
      listeners.set(key, listener)
    }
    return listener
  }
  const terminalPage = async (pageId: number | string) => {
    const page = await store.pageFor(user, pageId)
    if (!terminals.isTerminalPage(page)) throw new WorkspaceError(localized('terminal.notTerminalPage'), 'invalid')
    return page
  }
  const unavailable = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      if (error instanceof TerminalUnavailable) {
        deps.payload.logger.warn({ err: error }, 'terminal unavailable')
        throw new WorkspaceError(localized('terminal.unavailable'), 'unavailable')
      }
      throw error
    }
  }

  on('terminal:open', async ({ pageId, cols, rows, locale }) => {
    const page = await terminalPage(pageId)
    const { cwd } = await unavailable(() => terminals.openFor(user.id, page, { cols, rows }, locale, listenerFor(page.id)))
    return { pageId: page.id, cwd, permitted: (page.terminal?.permitted ?? []).map((p) => p.command) }
  })
  on('terminal:write', async ({ pageId, data }) => {
    terminals.write(user.id, pageId, data, listenerFor(pageId))
    return {}
  })
  on('terminal:resize', async ({ pageId, cols, rows }) => {
    terminals.resize(user.id, pageId, { cols, rows }, listenerFor(pageId))
    return {}
  })
  on('terminal:reset', ({ pageId, locale }) =>
    blackout('reset', async () => {
      const page = await terminalPage(pageId)
      const { cwd } = await unavailable(() => terminals.reset(user.id, page, locale, listenerFor(page.id)))
      return { pageId: page.id, cwd }
    }),
  )
  on('terminal:close', async ({ pageId }) => {
    await terminals.close(user.id, pageId, listenerFor(pageId))
    return {}
  })
  socket.once('disconnect', () => {
    for (const listener of listeners.values()) void terminals.closeAllOf(listener)
  })
}
