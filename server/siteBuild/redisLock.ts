import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'

export interface HeldLock {
  /** Lets go of the lock, if it is still ours (its token); stops keeping it alive. */
  release(): Promise<void>
}

export interface LockOptions {
  /** How long the lock outlives a holder that stopped renewing it (a crashed process). */
  ttlMs?: number
  /** How often a waiter tries again. */
  pollMs?: number
}

// Deletes the key only when it still holds our token: a lock that expired and was taken by another process stays theirs.
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`

/**
 * Waits for and takes a lock shared by every process on this Redis (SET NX PX with a random token), renewed while
 * held, so a long build keeps it and a crashed holder loses it after `ttlMs` (docs/site.md "Several web processes").
 */
export async function acquireRedisLock(redis: Redis, key: string, options: LockOptions = {}): Promise<HeldLock> {
  const ttlMs = options.ttlMs ?? 30_000
  const pollMs = options.pollMs ?? 250
  const token = randomBytes(16).toString('hex')
  while ((await redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') await new Promise((resolve) => setTimeout(resolve, pollMs))
  const renew = setInterval(() => void redis.eval(RENEW, 1, key, token, String(ttlMs)).catch(() => {}), Math.floor(ttlMs / 3))
  renew.unref()
  return {
    async release() {
      clearInterval(renew)
      await redis.eval(RELEASE, 1, key, token)
    },
  }
}
