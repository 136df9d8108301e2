import type { BuildScope } from './buildScope'

/** Where publishing to the static site stands (docs/admin.md "Publishing status"). */
export interface PublishingStatus {
  state: 'idle' | 'waiting' | 'building'
  /** The server's clock (ms), so a browser with a different clock can compare. */
  now: number
  /** When the build now live started: every change saved before this is on the site. */
  publishedSince: number | null
  lastBuild: { startedAt: number; finishedAt: number; ok: boolean; kind: BuildScope['kind'] } | null
  /** Best guess of how long until what is waiting or building is live; null when idle. */
  readyInMs: number | null
}

