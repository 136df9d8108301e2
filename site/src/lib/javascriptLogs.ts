import { logRoutes } from '@domain/api/routes'
import { LOG_LIMITS, type LogKind, type LogRequest } from '@domain/api/javascriptLogs'
import { $session } from '../stores/session'
import { learnerCall } from './api'

/** A UUID v4 from getRandomValues (crypto.randomUUID exists only on https and localhost). */
function uuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** One id per page load: staff see which logs one page view sent together. */
const TRACKING_ID = uuid()

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text)

export type LogFields = Pick<LogRequest, 'type' | 'level' | 'message'> & Partial<Pick<LogRequest, 'backtrace' | 'file' | 'line'>>

/**
 * Sends one log to POST /api/javascript_logs/{kind} (docs/learner-api.md "JavaScript logs") with the log
 * payload: a fresh id, the time, the signed-in user as the page knows them ("not_login" without one), the page
 * load's tracking id; texts cut to the server's limits. Keepalive, answer unread, failures swallowed. Not in
 * development (import.meta.env.DEV), where the console shows everything.
 */
export function sendLog(kind: LogKind, { type, level, message, backtrace = null, file = null, line = null }: LogFields) {
  if (import.meta.env.DEV) return
  const user = $session.get().user
  const body: LogRequest = {
    id: uuid(),
    date: new Date().toISOString(),
    user_id: user?.id ?? null,
    user_name: cut(user?.name || 'not_login', LOG_LIMITS.userName),
    tracking_id: TRACKING_ID,
    type: cut(type || 'Error', LOG_LIMITS.type),
    level,
    backtrace: backtrace && cut(backtrace, LOG_LIMITS.backtrace),
    message: cut(message || '(no message)', LOG_LIMITS.message),
    // Only the error log carries where it happened; the other two refuse those fields.
    ...(kind === 'js_error' && { file: file && cut(file, LOG_LIMITS.file), line: Number.isInteger(line) && line! >= 0 ? line : null }),
  }
  void learnerCall(logRoutes[kind], { body }, { keepalive: true }).catch(() => {})
}
