import type { PayloadRequest } from 'payload'
import { t } from '@domain/i18n/messages'
import type { User } from '../../payload-types'
import { LearnerApiError, type LearnerContext } from './learnerEndpoint'

/**
 * A fixed-window request counter per client (docs/learner-api.md "Rate limits"): each client may make `limit`
 * requests in a window of `windowMs` that starts with its first request; past that it is refused until the
 * window ends. Counted in this process's memory: the calls it guards (events, JavaScript logs) are fire-and-forget
 * reports whose only risk is flooding the database, which a per-process bound already caps. At most `maxClients`
 * clients are tracked; past that, finished windows are dropped first, then the oldest.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxClients = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `client`; answers the seconds to wait when it is over the limit, else 0. */
  take(client: string): number {
    const now = this.now()
    let window = this.windows.get(client)
    if (!window || now - window.startedAt >= this.windowMs) {
      this.windows.delete(client)
      this.makeRoom(now)
      window = { startedAt: now, count: 0 }
      this.windows.set(client, window)
    }
    window.count += 1
    return window.count > this.limit ? Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000)) : 0
  }

  private makeRoom(now: number) {
    if (this.windows.size < this.maxClients) return
    for (const [client, window] of this.windows) if (now - window.startedAt >= this.windowMs) this.windows.delete(client)
    // Insertion order is age order: a map still full loses its oldest windows.
    for (const client of this.windows.keys()) {
      if (this.windows.size < this.maxClients) break
      this.windows.delete(client)
    }
  }
}

/**
 * Who a request counts against: the signed-in account, else the client's address. The platform server writes
 * that address into x-forwarded-for itself (server/clientAddress.ts), over anything the client sent.
 */
export function clientKey(req: PayloadRequest, user: User | null): string {
  if (user) return `user:${user.id}`
  const address = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return `address:${address || 'unknown'}`
}

/** Counts the call against its client; over the limit it is refused with 429 and Retry-After, before anything is read or stored. */
export function holdToLimit(limiter: RateLimiter, { req, user, locale }: Pick<LearnerContext, 'req' | 'user' | 'locale'>) {
  const wait = limiter.take(clientKey(req, user))
  if (wait) throw new LearnerApiError(429, { base: [t(locale, 'api.tooManyRequests')] }, {}, [['retry-after', String(wait)]])
}
