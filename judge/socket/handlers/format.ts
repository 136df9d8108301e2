import { localized, type Localized } from '@domain/i18n/messages'
import { SERVER_EVENTS } from '@domain/socket/events'
import { writeFile } from '@domain/files/fileRules'
import { FormatService } from '../../format/formatService'
import { changeFiles } from './files'
import type { WorkspaceSocket } from './context'

/** One format worker per server process (docs/judge-sandbox.md "Formatting"), started on the first Format. */
const formatter = new FormatService()

const extensionOf = (path: string) => /\.[^./]+$/.exec(path)?.[0].toLowerCase() ?? ''

/**
 * Format: the learner's saved file through the host's formatter for its extension, if the page's plugin
 * declares that extension; the result is saved like any edit and told to every socket of the learner.
 */
export function registerFormatHandler(workspace: WorkspaceSocket) {
  const { on, socket, store, user, deps } = workspace
  on('code:format', async ({ pageId, path }) => {
    const page = await store.pageFor(user, pageId)
    const answer = (formatted: boolean, extra: { reason?: Localized; files?: { path: string; content: string }[] } = {}) => {
      const result = { pageId: page.id, path, formatted, ...extra }
      socket.emit(SERVER_EVENTS.formatFinished, { pageId: page.id, path, formatted, reason: extra.reason })
      return result
    }
    const extension = extensionOf(path)
    if (!deps.pools.formats(page.judgeLanguage).includes(extension)) return answer(false, { reason: localized('socket.notFormattable') })
    const { files } = await store.load(user, page)
    const file = files.find((f) => f.path === path)
    if (!file) return answer(false, { reason: localized('files.notFound') })
    const result = await formatter.format(extension, file.content)
    if (!result.ok) {
      const reason =
        result.reason === 'timeout'
          ? localized('socket.formatTooSlow')
          : result.reason === 'syntax' && result.line
            ? localized('socket.formatSyntaxAt', { line: result.line })
            : localized('socket.formatSyntax')
      return answer(false, { reason })
    }
    const changed = await changeFiles(workspace, page.id, (current) => writeFile(current, path, result.content))
    return answer(true, { files: changed.files })
  })
}
