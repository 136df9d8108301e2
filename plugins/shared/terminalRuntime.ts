/**
 * The native runtime of a terminal plugin (plugins/README.md "Terminals"): nothing to prepare and no Run (the
 * learner's commands run in the page's shell, which the host keeps), only the plugin's `terminal`.
 */
import type { TerminalNativeRuntime, TerminalRuntime } from '../contract.ts'

export function terminalRuntime(terminal: TerminalRuntime): TerminalNativeRuntime {
  return {
    async init() {},
    async run() {
      return { status: 'error', stdout: '', stderr: 'Terminal pages have no Run: type the commands in the terminal, then submit.' }
    },
    terminal,
  }
}
