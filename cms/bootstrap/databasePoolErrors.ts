import type { Payload } from 'payload'

type PoolAdapter = { pool?: { on(event: 'error', listener: (error: Error) => void): unknown } }

/**
 * PostgreSQL stopping or a connection cut makes the pool's idle connections emit 'error'; without a listener Node ends
 * the whole process. Logged instead, once per outage: the pool opens new connections when the server is back, and
 * requests meanwhile answer 503 (docs/learner-api.md "Errors").
 */
export function survivePoolErrors(payload: Payload) {
  const pool = (payload.db as unknown as PoolAdapter).pool
  if (!pool) return
  let lastLogged = 0
  pool.on('error', (error) => {
    if (Date.now() - lastLogged > 10_000) payload.logger.warn(`PostgreSQL connection lost (${error.message}); new connections are opened as requests need them`)
    lastLogged = Date.now()
  })
}
