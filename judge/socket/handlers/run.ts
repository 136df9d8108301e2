import { localized, type Localized } from '@domain/i18n/messages'
import { SERVER_EVENTS } from '@domain/socket/events'
import { explainRunError } from '../../engines/explainRunError'
import { toFiles } from '../../workspace/workspaceStore'
import type { WorkspaceSocket } from './context'

/**
 * The learner's runtime: running the code (with the page's hidden files), stopping a run, and the alive notice that keeps the workspace's process from being told it sleeps.
 */
export function registerRunHandlers({ on, socket, store, user, deps, owner, userRoom }: WorkspaceSocket) {
  on('code:run', async ({ pageId, stdin }, { run }) => {
    const page = await store.pageFor(user, pageId)
    if (!deps.pools.has(page.judgeLanguage)) return { output: null }
    const { files } = await store.load(user, page)
    // Servers the program leaves listening stay up for the preview until Stop, the next Run or leaving.
    const ran = await deps.pools.runnerFor(page.judgeLanguage, toFiles(page.hiddenFiles), owner)(files, { stdin, signal: run?.signal, keepServers: true })
    const output = explainRunError(ran, page.judgeLanguage)
    if (output.status === 'output_limit') socket.emit(SERVER_EVENTS.tooMuchOutput, { pageId: page.id })
    if (output.status === 'memory_limit') socket.emit(SERVER_EVENTS.heavyProcess, { pageId: page.id })
    const servers = output.servers?.flatMap(({ port, url }) => (url ? [{ port, url }] : []))
    if (servers?.length) socket.emit(SERVER_EVENTS.serversReady, { pageId: page.id, servers })
    socket.emit(SERVER_EVENTS.runCompleted, { pageId: page.id, output })
    return { output }
  })

  // The page's run was already stopped when this event arrived (STOPPING_EVENTS): its sandbox process is
  // killed, the run answers `stopped`, and by the time this answers nothing of this page is running (a
  // server it left for the preview included).
  on('code:stop', async ({ pageId }, { stopped }) => {
    const serving = (await deps.pools.serverPreviews?.stopOwner(owner)) ?? false
    return { pageId, running: false, stopped: Boolean(stopped) || serving }
  })

  // A learner who leaves every workspace leaves no server behind.
  socket.on('disconnect', () => {
    if (!socket.nsp.adapter.rooms.get(userRoom)?.size) void deps.pools.serverPreviews?.stopOwner(owner)
  })

  // The workspace's alive notice: answered so the client knows its session is still served.
  on('alive', async ({ pageId }) => ({ pageId, at: Date.now() }))
}
