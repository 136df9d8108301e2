import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { AccountReadCache, WriteScope } from './accountReadCache'

const CHANNEL = 'open-learn:account-writes'

/**
 * Passes the session read cache's invalidations between the processes of one platform over Redis (docs/sessions.md
 * "Session read cache"). The cache keeps nothing while the subscription is down, since it would then miss another
 * process's writes; it starts empty whenever the subscription is (re)established.
 */
export function syncAccountCache(cache: AccountReadCache, redisUrl: string): () => Promise<void> {
  const origin = randomUUID()
  // Publishes wait through a reconnect (ioredis's offline queue): the other processes' subscriptions were down as
  // long as this connection was, so they kept nothing meanwhile.
  const publisher = new Redis(redisUrl)
  const subscriber = new Redis(redisUrl)
  cache.setEnabled(false)
  publisher.on('error', () => {}) // reconnects by itself; the subscriber's outage is what turns caching off
  subscriber.on('error', () => cache.setEnabled(false))
  subscriber.on('close', () => cache.setEnabled(false))
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(
      () => cache.setEnabled(true),
      () => cache.setEnabled(false),
    )
  })
  subscriber.on('message', (_channel: string, message: string) => {
    const { from, scope } = JSON.parse(message) as { from: string; scope: WriteScope }
    if (from !== origin) cache.forget(scope)
  })
  cache.onInvalidate = (scope) => {
    if (scope !== 'all' && scope.length === 0) return
    publisher.publish(CHANNEL, JSON.stringify({ from: origin, scope })).catch(() => {})
  }
  return async () => {
    cache.onInvalidate = null
    subscriber.disconnect()
    publisher.disconnect()
  }
}
