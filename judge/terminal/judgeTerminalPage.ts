import type { SourceFile } from '@plugins/contract'
import { judgePage, type PageJudge, type Verdict } from '../engines/judgePage'
import { playLines } from './terminalPlayer'
import type { TerminalPage, TerminalSessions } from './terminalSessions'

/** A curriculum file's terminal page, as content/lib reads it (judge/ reads no content/ module). */
export interface PageEntry {
  page: { slug: string; judgeLanguage: string; judges: PageJudge[]; terminal?: TerminalPage['terminal'] }
  defaultFiles: SourceFile[]
  answerFiles: SourceFile[]
  hiddenFiles: SourceFile[]
}

/** The model answer's lines of a terminal page: answer/commands.sh, one line each (docs/terminal.md "Terminal pages"). */
export const ANSWER_LINES_FILE = 'commands.sh'

export const answerLines = (entry: PageEntry) =>
  (entry.answerFiles.find((f) => f.path === ANSWER_LINES_FILE)?.content ?? '').split('\n').filter((l) => l.trim())

/** A curriculum file's page as the terminals take it (its qualified slug as its id). */
export const playablePage = (lessonSlug: string, entry: PageEntry): TerminalPage => ({
  id: `${lessonSlug}.${entry.page.slug}`,
  judgeLanguage: entry.page.judgeLanguage,
  defaultFiles: entry.defaultFiles,
  terminal: entry.page.terminal,
})

/** Plays `lines` on a fresh home of the page and judges what they left, as a submission would be judged. */
export async function judgeTerminalLines(terminals: TerminalSessions, lessonSlug: string, entry: PageEntry, lines: string[]): Promise<Verdict & { refused: string[] }> {
  const { refused, state } = await playLines(terminals, 'curriculum', playablePage(lessonSlug, entry), lines)
  const files = entry.defaultFiles
  const unused = () => Promise.reject(new Error('a terminal page runs no code'))
  const verdict = await judgePage(entry.page.judges, { files, answerFiles: entry.answerFiles, hiddenFiles: entry.hiddenFiles, run: unused, runAnswer: unused, terminal: async () => state })
  return { ...verdict, refused }
}
