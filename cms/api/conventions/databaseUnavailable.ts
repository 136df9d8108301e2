/**
 * Whether an error says the database cannot be reached or cannot write right now (docs/learner-api.md "Errors"):
 * PostgreSQL down or restarting, connections cut, SQLite's disk full. Such a request answers 503 with a "try again"
 * message and changes nothing, instead of a 500; the driver's error is usually wrapped (Drizzle, Payload), so the
 * whole `cause` chain is read.
 */
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOSPC',
  'EHOSTUNREACH',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, connection failures (class 08).
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  // SQLite (libsql): disk full, I/O error.
  'SQLITE_FULL',
  'SQLITE_IOERR',
])
const MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|database or disk is full/i

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && CODES.has(code)) return true
    if (typeof message === 'string' && MESSAGES.test(message)) return true
  }
  return false
}
