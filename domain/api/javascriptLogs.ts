/** The site's JavaScript logs (docs/learner-api.md "JavaScript logs"); no zod here: the site's pages import these. */

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
