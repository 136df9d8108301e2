import type { SourceFile } from '@plugins/contract'
import { addEntry, checkWorkspaceLimits, removeEntry, renameEntry, visibleFiles, writeFile } from '@domain/files/fileRules'
import { SERVER_EVENTS } from '@domain/socket/events'
import { expectedOutputOf } from '../../engines/expectedOutput'
import { toFiles } from '../../workspace/workspaceStore'
import type { WorkspaceSocket } from './context'

/**
 * The learner's files: loading the tree, writing, adding, removing and renaming entries, and resetting to the
 * page's starting files. Every change is checked by the shared file rules, saved, then told to every socket
 * of the learner (files:changed) before it is answered.
 */
export function registerFileHandlers(workspace: WorkspaceSocket) {
  const { on, store, user, deps, blackout, blackoutUnlessSettled, toUser } = workspace
  // Only the files go back: the page (with its answer) never leaves the server.
  const change = async (pageId: number | string, edit: FileEdit) => ({ files: (await changeFiles(workspace, pageId, edit)).files })

  on('filetree:load', async ({ pageId }) => {
    const page = await store.pageFor(user, pageId)
    // The first learner after a start may find the language still warming up: say so with the setup blackout
    // (only then: once warm, a load shows no blackout at all).
    await blackoutUnlessSettled('setup', deps.pools.ready())
    const { files, info } = await store.load(user, page)
    return {
      files: visibleFiles(files),
      completed: Boolean(info?.completed),
      filetreeType: page.filetreeType,
      expectedOutput: await expectedOutputOf(page, deps.pools),
      judgeTypes: [...new Set((page.judges ?? []).map((j) => j.type))],
      formats: deps.pools.formats(page.judgeLanguage),
      terminal: Boolean(deps.terminals?.isTerminalPage(page)),
    }
  })
  on('file:write', ({ pageId, path, content }) => change(pageId, (files) => writeFile(files, path, content)))
  on('file:add', ({ pageId, path, kind }) => change(pageId, (files) => addEntry(files, path, kind)))
  on('file:remove', ({ pageId, path }) => change(pageId, (files, locked) => removeEntry(files, path, locked)))
  on('file:rename', ({ pageId, from, to }) => change(pageId, (files, locked) => renameEntry(files, from, to, locked)))
  on('workspace:reset', ({ pageId }) =>
    blackout('reset', async () => {
      const page = await store.pageFor(user, pageId)
      const defaults = toFiles(page.defaultFiles)
      await store.save(user, page, defaults)
      toUser().emit(SERVER_EVENTS.filesChanged, { pageId: page.id, files: visibleFiles(defaults) })
      return { files: visibleFiles(defaults) }
    }),
  )
}

type FileEdit = (files: SourceFile[], protectedPaths: string[]) => SourceFile[]

/** Applies an edit to the learner's saved files: file rules, save, then every socket of the learner is told. */
export async function changeFiles({ store, user, toUser }: WorkspaceSocket, pageId: number | string, edit: FileEdit) {
  const page = await store.pageFor(user, pageId)
  const { files } = await store.load(user, page)
  const next = checkWorkspaceLimits(edit(files, (page.defaultFiles ?? []).map((f) => f.path)))
  await store.save(user, page, next)
  const visible = visibleFiles(next)
  toUser().emit(SERVER_EVENTS.filesChanged, { pageId: page.id, files: visible })
  return { page, files: visible }
}
