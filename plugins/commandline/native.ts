/**
 * Command-line pages (plugins/README.md "Terminals"): bash in the judge's sandbox. What a page checks (files,
 * folders, the current directory, the commands run) the host reads for every terminal page, so this plugin
 * adds no facts and no check kinds of its own.
 */
import { terminalRuntime } from '../shared/terminalRuntime.ts'

export default () =>
  terminalRuntime({
    async inspect() {
      return null
    },
    judge() {
      return undefined
    },
  })
