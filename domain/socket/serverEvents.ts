import type { RunOutput, SourceFile } from '@plugins/contract'
import type { JudgeResult, Localized } from './judgeResult'

/**
 * Server → client event names of the workspace's socket protocol, and what each carries. Kept apart from the
 * client payload schemas (events.ts, which re-exports these) so the browser's workspace can use the names
 * without bundling zod.
 */
export const SERVER_EVENTS = {
  filesChanged: 'files:changed',
  runCompleted: 'run:completed',
  serversReady: 'servers:ready',
  judgeCompleted: 'judge:completed',
  blackout: 'blackout',
  tooMuchOutput: 'output:too-much',
  heavyProcess: 'process:heavy',
  formatFinished: 'format:finished',
  processSleeping: 'process:sleeping',
  imageJudgeState: 'image-judge:state',
  terminalOutput: 'terminal:output',
  directoryChanged: 'terminal:directory',
  terminalClosed: 'terminal:closed',
  fatal: 'fatal',
  error: 'workspace:error',
} as const

export type ServerEvent = (typeof SERVER_EVENTS)[keyof typeof SERVER_EVENTS]

export type BlackoutKind = 'judge' | 'reset' | 'setup'

type PageRef = { pageId: number | string }

/** What each server event carries. */
export interface ServerPayloads {
  'files:changed': PageRef & { files: SourceFile[] }
  'run:completed': PageRef & { output: RunOutput }
  /** The run's program listens: where the preview reaches each server (plugins/README.md "Servers"). */
  'servers:ready': PageRef & { servers: { port: number; url: string }[] }
  'judge:completed': JudgeResult
  'blackout': { kind: BlackoutKind; on: boolean }
  'output:too-much': PageRef
  'process:heavy': PageRef
  'format:finished': PageRef & { path: string; formatted: boolean; reason?: Localized }
  'process:sleeping': { at: number }
  'image-judge:state': PageRef & { state: string; [detail: string]: unknown }
  /** Text for the terminal: the shell's output and the server's line editor's echo (docs/terminal.md). */
  'terminal:output': PageRef & { data: string }
  /** The spec's "current directory change": the shell's directory, as the learner sees it (`~/notes`). */
  'terminal:directory': PageRef & { cwd: string }
  /** The shell ended (idle, opened in another tab, the server stopping): why, and whether reopening helps. */
  'terminal:closed': PageRef & { reason: Localized; code: 'idle' | 'replaced' | 'ended' | 'unavailable' }
  'fatal': { event?: string; error: Localized }
  'workspace:error': { event?: string; error: Localized; code: string }
}

/** After this long without any event or alive notice the workspace is told its process sleeps. */
export const SLEEP_AFTER_MS = 10 * 60 * 1000
