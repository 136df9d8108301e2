import type { TerminalInspection, TerminalListener, TerminalPage, TerminalSessions } from './terminalSessions'

const LINE_MS = 30_000


/**
 * Types lines into a terminal page as a learner would, one after another, each waiting for the last to end
 * (docs/terminal.md "Checking pages"): the curriculum test and `npm run content:check-terminal` play the
 * model answer (answer/commands.sh) on a fresh home and read the state the judge would.
 */
export async function playLines(terminals: TerminalSessions, player: string, page: TerminalPage, lines: string[]): Promise<{ refused: string[]; output: string; state: TerminalInspection }> {
  let output = ''
  const refused: string[] = []
  let ended: (() => void) | null = null
  const listener: TerminalListener = {
    output: (data) => (output += data),
    directory: () => undefined,
    closed: () => undefined,
    lineEnded: (line) => {
      if ('refused' in line) refused.push(line.refused)
      ended?.()
    },
  }
  await terminals.reset(player, page, 'en', listener)
  for (const line of lines) {
    const done = new Promise<void>((resolve, reject) => {
      ended = resolve
      setTimeout(() => reject(new Error(`"${line}" did not end within ${LINE_MS / 1000} s (does it wait for input?)`)), LINE_MS).unref()
    })
    terminals.write(player, page.id, `${line}\r`, listener)
    await done
  }
  await terminals.close(player, page.id)
  return { refused, output, state: await terminals.inspect(player, page) }
}
