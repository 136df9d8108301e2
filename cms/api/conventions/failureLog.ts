import pino from 'pino'

/** docs/learner-api.md "Conventions": failures are logged with long strings cut to 300 characters and credentials masked. */
export const MAX_LOGGED_STRING = 300
const MASKED_KEYS = /^(password|new_?password|current_?password|password_?confirmation|credentials|token|otp|code|backup_?code|secret|user)$/i

/** A copy of `value` fit for the log: long strings cut, sign-in and user payloads masked. */
export function forLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_LOGGED_STRING ? `${value.slice(0, MAX_LOGGED_STRING)}…` : value
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => forLog(v, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, MASKED_KEYS.test(k) ? '[masked]' : forLog(v, depth + 1)]))
}

const logger = pino({ name: 'learner-api', level: process.env.LOG_LEVEL ?? 'info' })

export function logFailure(details: { requestId: string; userId?: string | number | null; method: string; path: string; status: number; body?: unknown; error?: unknown }) {
  const { error, body, ...rest } = details
  logger.warn({ ...rest, body: forLog(body), error: error instanceof Error ? forLog(error.message) : forLog(error) }, 'learner API call failed')
}
