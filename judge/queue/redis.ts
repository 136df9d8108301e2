import { Redis } from 'ioredis'

/** A Redis connection for BullMQ and the socket.io adapter (BullMQ needs maxRetriesPerRequest: null). */
export const redisConnection = (url: string) => new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false })
