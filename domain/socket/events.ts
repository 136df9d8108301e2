import { z } from 'zod'
import type { RunOutput, SourceFile } from '@plugins/contract'
import type { JudgeResult, Localized } from './judgeResult'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { localeSchema } from '../i18n/schemas'

/**
 * The workspace's socket protocol (docs/workspace.md "Real-time socket"). Every client payload is validated here; a
 * payload that does not parse gets a `workspace:error` event and changes nothing.
 */
const pageId = z.union([z.number().int().positive(), z.string().regex(/^[0-9a-f]{1,24}$/i)])
const filePath = z.string().min(1).max(200)
const terminalCols = z.number().int().min(2).max(500)
const terminalRows = z.number().int().min(1).max(200)
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
  // Opening and closing hints, the answer and the diff are analytics events (docs/workspace.md "Dialogs").
  'solutions:track': z.object({ pageId, action: z.enum(SOLUTION_ACTIONS) }).strict(),
  // The survey modal shown after a lesson's last page (NPS score 0–10 and an optional comment).
  'survey:answer': z.object({ pageId, score: z.number().int().min(0).max(10), comment: z.string().max(2000).default('') }).strict(),
  // The image-judge spec modal: the model answer's render (docs/workspace.md "Dialogs").
  'image-judge:target': z.object({ pageId }).strict(),
  // The terminal of a terminal page (docs/terminal.md "The socket"): opening starts (or takes over) the learner's
  // shell for the page; keys and sizes go to it; reset puts its home back to the page's starting state.
  'terminal:open': z.object({ pageId, cols: terminalCols, rows: terminalRows, locale: localeSchema.default(DEFAULT_LOCALE) }).strict(),
  'terminal:write': z.object({ pageId, data: z.string().min(1).max(16_000) }).strict(),
  'terminal:resize': z.object({ pageId, cols: terminalCols, rows: terminalRows }).strict(),
  'terminal:reset': z.object({ pageId, locale: localeSchema.default(DEFAULT_LOCALE) }).strict(),
  'terminal:close': z.object({ pageId }).strict(),
} as const

export type ClientEvent = keyof typeof CLIENT_EVENTS
export type ClientPayload<E extends ClientEvent> = z.output<(typeof CLIENT_EVENTS)[E]>
/** A client event's payload as the client sends it (defaults not yet filled in). */
export type ClientInput<E extends ClientEvent> = z.input<(typeof CLIENT_EVENTS)[E]>
export type ClientAnswer<E extends ClientEvent> = ClientAnswers[E]

/** What each client event is answered with (after `ok: true`; a refusal is `{ ok: false, error, code }`). */
/** The model answer's output for an output-judged page (docs/workspace.md "Expected output"). */
export interface ExpectedOutput {
  stdout: string
  stdin: string
}

export interface ClientAnswers {
  'filetree:load': {
    files: SourceFile[]
    completed: boolean
    filetreeType?: string | null
    expectedOutput: ExpectedOutput | null
    /** The page's judge types (the workspace offers the image-judge guide and spec on ImageJudge pages). */
    judgeTypes: string[]
    /** File extensions the page's plugin formats. */
    formats: string[]
    /** The page is a terminal page (its plugin's manifest says `terminal`): the workspace shows the terminal. */
    terminal: boolean
  }
  'file:write': { files: SourceFile[] }
  'file:add': { files: SourceFile[] }
  'file:remove': { files: SourceFile[] }
  'file:rename': { files: SourceFile[] }
  'workspace:reset': { files: SourceFile[] }
  'code:run': { output: RunOutput | null }
  'code:submit': JudgeResult
  'code:stop': { pageId: number | string; running: false; stopped: boolean }
  'code:format': { pageId: number | string; path: string; formatted: boolean; reason?: Localized; files?: SourceFile[] }
  'alive': { pageId: number | string; at: number }
  /** Hints for `kind: 'hints'`; the model answer (and answerFlag) for `kind: 'answer'`. */
  'solutions:load': { hints?: string[]; answerFiles?: SourceFile[]; answerFlag?: boolean }
  'solutions:track': Record<string, never>
  'survey:answer': Record<string, never>
  'image-judge:target': { pageId: number | string; image: string | null; width: number | null; height: number | null }
  /** The shell's current directory (as the learner sees it: `~/notes`) and the page's permitted commands. */
  'terminal:open': { pageId: number | string; cwd: string; permitted: string[] }
  'terminal:write': Record<string, never>
  'terminal:resize': Record<string, never>
  'terminal:reset': { pageId: number | string; cwd: string }
  'terminal:close': Record<string, never>
}

export { SERVER_EVENTS, SLEEP_AFTER_MS, type BlackoutKind, type ServerEvent, type ServerPayloads } from './serverEvents'
