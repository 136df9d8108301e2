import type { ServerPreviews } from '../sandbox/serverPreviews'
import type { SourceFile } from '@plugins/contract'
import type { RunFiles } from '../engines/types'

/**
 * Where the judge runs code: in-process warm pools (Pools), or judge workers behind a BullMQ queue
 * (QueueRunner) when REDIS_URL is set. The socket handlers only see this.
 */
export interface RunService {
  has(pluginId: string): boolean
  /** A runner for one page's plugin and hidden files, running code as `owner` (see judge/engines/runners.ts). */
  runnerFor(pluginId: string, hiddenFiles: SourceFile[], owner: string): RunFiles
  ready(): Promise<void>
  close(): Promise<void>
  /** The file extensions the plugin's pages may format (its manifest's `formatting`). */
  formats(pluginId: string): string[]
  /**
   * The servers learners' runs left listening, kept for the workspace's preview (plugins/README.md "Servers"):
   * only where runs happen in this process; with judge workers a server page's run answers and its program stops.
   */
  readonly serverPreviews?: ServerPreviews
}

export const JUDGE_QUEUE = 'judge-runs'

export interface RunJob {
  pluginId: string
  files: SourceFile[]
  support: SourceFile[]
  stdin: string
  entry?: string
  /** Whose code it is: the worker's pools never run two owners' code in one process. */
  owner: string
}
