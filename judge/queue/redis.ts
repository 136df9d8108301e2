import { Redis } from 'ioredis'

/**
 * A Redis connection for BullMQ and the socket.io adapter (BullMQ needs maxRetriesPerRequest: null). It reconnects by
 * itself when Redis restarts (docs/judge-sandbox.md "Judge workers"); the outage is logged once, not per retry.
 */
export function redisConnection(url: string): Redis {
  const connection = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false })
  let down = false
  connection.on('error', (error: Error) => {
    if (!down) console.error(`[redis] ${new URL(url).host}: ${error.message}; reconnecting`)
    down = true
  })
  connection.on('ready', () => (down = false))
  return connection
}
