import { z } from 'zod'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { localeSchema } from '../i18n/schemas'

/**
 * The workspace's socket protocol. Every client payload is validated here; a
 * payload that does not parse gets a `workspace:error` event and changes nothing.
 */
const pageId = z.union([z.number().int().positive(), z.string().regex(/^[0-9a-f]{1,24}$/i)])
const filePath = z.string().min(1).max(200)
export const SOLUTION_ACTIONS = ['hint_opened', 'hint_closed', 'answer_opened', 'diff_opened'] as const

export const CLIENT_EVENTS = {
  'filetree:load': z.object({ pageId }).strict(),
  'file:write': z.object({ pageId, path: filePath, content: z.string().max(200_000) }).strict(),
  'file:add': z.object({ pageId, path: filePath, kind: z.enum(['file', 'directory']) }).strict(),
  'file:remove': z.object({ pageId, path: filePath }).strict(),
  'file:rename': z.object({ pageId, from: filePath, to: filePath }).strict(),
  'workspace:reset': z.object({ pageId }).strict(),
  'code:run': z.object({ pageId, stdin: z.string().max(10_000).default('') }).strict(),
  'code:submit': z.object({ pageId }).strict(),
  'code:stop': z.object({ pageId }).strict(),
  'code:format': z.object({ pageId, path: filePath }).strict(),
  'alive': z.object({ pageId }).strict(),
  // The hint/answer modal: hints or the model answer, loaded server-side for an entitled learner.
  'solutions:load': z.object({ pageId, kind: z.enum(['hints', 'answer']), locale: localeSchema.default(DEFAULT_LOCALE) }).strict(),
  // Opening and closing hints, the answer and the diff are analytics events (core.md §4 "Modal kinds").
  'solutions:track': z.object({ pageId, action: z.enum(SOLUTION_ACTIONS) }).strict(),
  // The survey modal shown after a lesson's last page (NPS score 0–10 and an optional comment).
  'survey:answer': z.object({ pageId, score: z.number().int().min(0).max(10), comment: z.string().max(2000).default('') }).strict(),
} as const

export type ClientEvent = keyof typeof CLIENT_EVENTS
export type ClientPayload<E extends ClientEvent> = z.output<(typeof CLIENT_EVENTS)[E]>

/** Server → client event names. */
export const SERVER_EVENTS = {
  filesChanged: 'files:changed',
  runCompleted: 'run:completed',
  judgeCompleted: 'judge:completed',
  blackout: 'blackout',
  tooMuchOutput: 'output:too-much',
  heavyProcess: 'process:heavy',
  formatFinished: 'format:finished',
  processSleeping: 'process:sleeping',
  imageJudgeState: 'image-judge:state',
  fatal: 'fatal',
  error: 'workspace:error',
} as const

export type BlackoutKind = 'judge' | 'reset' | 'setup'

/** After this long without any event or alive notice the workspace is told its process sleeps. */
export const SLEEP_AFTER_MS = 10 * 60 * 1000
