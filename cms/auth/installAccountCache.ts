import type { Payload } from 'payload'
import { accountReadCache } from './accountReadCache'
import { syncAccountCache } from './accountCacheSync'
import { watchAccountWrites } from './watchAccountWrites'

const INSTALLED = Symbol.for('open-learn.accountCacheInstalled')

/**
 * Turns the session read cache on for this process's Payload (docs/sessions.md "Session read cache"): its writes
 * watched, and with REDIS_URL its invalidations shared with the platform's other processes.
 * SESSION_CACHE=off reads every account from the database (the bench's baseline).
 */
export function installAccountCache(payload: Payload) {
  const db = payload.db as Payload['db'] & { [INSTALLED]?: true }
  if (db[INSTALLED]) return
  db[INSTALLED] = true
  const cache = accountReadCache()
  watchAccountWrites(payload)
  if (process.env.SESSION_CACHE === 'off') return cache.setEnabled(false)
  cache.setEnabled(true)
  const redisUrl = process.env.REDIS_URL
  if (!redisUrl) return
  const stop = syncAccountCache(cache, redisUrl)
  const destroy = db.destroy
  db.destroy = async function (this: Payload['db']) {
    await stop()
    return destroy?.call(this)
  }
}
