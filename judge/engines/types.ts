import type { RunOutput, SourceFile } from '@plugins/contract'
import type { Rendering } from '../image/renderer'
import type { TerminalInspection } from '../terminal/terminalSessions'

/** Runs files with the page's plugin, for one owner (the judge's pools or queue). Aborting `signal` stops the run. */
export type RunFiles = (
  files: SourceFile[],
  /** `keepServers`: the workspace's Run, whose servers stay up for the preview (plugins/README.md "Servers"). */
  options?: { stdin?: string; entry?: string; signal?: AbortSignal; keepServers?: boolean },
) => Promise<RunOutput>

/** What every engine is given for one submission. */
export interface JudgeContext {
  files: SourceFile[]
  answerFiles: SourceFile[]
  hiddenFiles: SourceFile[]
  /** Runs the learner's code, in a sandbox process that serves only this learner. */
  run: RunFiles
  /** Runs the model answer (trusted staff code), never in a process that ran a learner's code. */
  runAnswer: RunFiles
  /** Renders the learner's preview document to a picture (ImageJudge); absent where no browser is available. */
  render?: (html: string) => Promise<Rendering>
  /** Renders the model answer's preview (its own render queue, so it runs beside the learner's); else `render`. */
  renderAnswer?: (html: string) => Promise<Rendering>
  /** Runs a DOM page's scripts in the browser and returns the resulting document (CodeJudge `rendered`). */
  renderDom?: (html: string) => Promise<string>
  /** A terminal page's state after the learner's commands (TerminalJudge), read once when first asked. */
  terminal?: () => Promise<TerminalInspection>
}
