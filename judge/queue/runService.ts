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
  /** Whether the plugin can format code (its manifest says so). */
  formats?(pluginId: string): boolean
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
