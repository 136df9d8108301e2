import { z } from 'zod'

/** The site's JavaScript logs (docs/learner-api.md "JavaScript logs"). */

/** The three log posts, each its own path under /api/javascript_logs. */
export const LOG_KINDS = ['analytics', 'js_debug', 'js_error'] as const
export type LogKind = (typeof LOG_KINDS)[number]

/** Levels a log may carry. */
export const LOG_LEVELS = ['debug', 'info', 'warning', 'error'] as const

/** The longest each text may be; the client cuts to these before sending, the server refuses anything longer. */
export const LOG_LIMITS = { message: 1000, backtrace: 8000, file: 2048, type: 100, userName: 100, trackingId: 100 } as const

/**
 * The log payload as the site sends it, snake_cased (core.md "Log payload"); the error log adds file and line.
 * user_id and user_name are what the page believed; the server records the session's user instead.
 */
export interface LogRequest {
  id: string
  date: string
  user_id: number | string | null
  user_name: string
  tracking_id: string
  type: string
  level: (typeof LOG_LEVELS)[number]
  backtrace: string | null
  message: string
  file?: string | null
  line?: number | null
}

const text = (max: number) => z.string().max(max)

/** The payload the server accepts (read camelCased); anything else is refused with 422 and nothing stored. */
export const logPayload = z
  .object({
    id: z.uuid(),
    date: z.iso.datetime({ offset: true }),
    userId: z.union([z.number().int(), text(100)]).nullish(),
    userName: text(LOG_LIMITS.userName).nullish(),
    trackingId: text(LOG_LIMITS.trackingId).nullish(),
    type: text(LOG_LIMITS.type).min(1),
    level: z.enum(LOG_LEVELS),
    backtrace: text(LOG_LIMITS.backtrace).nullish(),
    message: text(LOG_LIMITS.message).min(1),
  })
  .strict()

/** The error log's payload: the log payload with the file and line the error was thrown at. */
export const errorLogPayload = logPayload.extend({ file: text(LOG_LIMITS.file).nullish(), line: z.number().int().min(0).max(100_000_000).nullish() }).strict()

export type LogPayload = z.infer<typeof errorLogPayload>
