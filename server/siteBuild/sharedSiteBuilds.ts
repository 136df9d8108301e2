import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import { mergeScopes, type BuildScope } from '@domain/site/buildScope'
import { redisConnection } from '@judge/queue/redis'
import { acquireRedisLock, type LockOptions } from './redisLock'
import { siteBuildsDir, type SiteChannel } from './siteBuilds'

/** Moves every waiting scope to the builder's list (with any a crashed builder left there) and answers that list. */
const TAKE = `local waiting = redis.call('lrange', KEYS[1], 0, -1)
for _, scope in ipairs(waiting) do redis.call('rpush', KEYS[2], scope) end
redis.call('del', KEYS[1])
return redis.call('lrange', KEYS[2], 0, -1)`

/** What a process's turn came to when another process's build already took in its requests. */
export interface BuiltElsewhere {
  builtElsewhere: true
  /** When the build that took them in started, if it was published; null if it failed. */
  publishedStartedAt: number | null
}

export type SharedBuildOutcome = { builtElsewhere: false; scope: BuildScope } | BuiltElsewhere

/**
 * Site builds coordinated across the web processes that share one site-builds folder (docs/site.md "Several web
 * processes"). Each process's rebuild scheduler still debounces its own saves; when its build is due it adds its
 * scope to a list in Redis and waits for the channel's lock. The lock holder takes every scope waiting (its own and
 * other processes'), builds their union once and publishes it; a process whose scopes were taken meanwhile builds
 * nothing. The lock expires when its holder stops renewing it (a crash), and the next holder builds what was taken. So saves arriving at several processes at once make one build, and no two builds of a channel overlap.
 * Keys are named after the builds folder: platforms with folders of their own (tests) never share a lock.
 */
export class SharedSiteBuilds {
  private readonly redis: Redis
  private readonly prefix: string

  constructor(
    redisUrl: string,
    private readonly options: LockOptions & { buildsDir?: string } = {},
  ) {
    this.redis = redisConnection(redisUrl)
    const folder = createHash('sha256')
      .update(options.buildsDir ?? siteBuildsDir)
      .digest('hex')
      .slice(0, 16)
    this.prefix = `open-learn:site-builds:${folder}`
  }

  private key(channel: SiteChannel, what: 'lock' | 'pending' | 'building' | 'published' | 'opened') {
    return `${this.prefix}:${channel}:${what}`
  }

  /**
   * Builds `scope` and whatever other processes asked for meanwhile, unless another process's build took it in;
   * `build` gets the union. A failed build is thrown, as from a build in this process alone.
   */
  async run(channel: SiteChannel, scope: BuildScope, build: (scope: BuildScope) => Promise<unknown>): Promise<SharedBuildOutcome> {
    const askedAt = Date.now()
    await this.redis.rpush(this.key(channel, 'pending'), JSON.stringify(scope))
    const lock = await acquireRedisLock(this.redis, this.key(channel, 'lock'), this.options)
    try {
      const taken = (await this.redis.eval(TAKE, 2, this.key(channel, 'pending'), this.key(channel, 'building'))) as string[]
      if (!taken.length) {
        // The build that took our scope started after we asked; a published build older than that means it failed.
        const published = await this.publishedStartedAt(channel)
        return { builtElsewhere: true, publishedStartedAt: published !== null && published >= askedAt ? published : null }
      }
      const merged = taken.map((entry) => JSON.parse(entry) as BuildScope).reduce(mergeScopes)
      const startedAt = Date.now()
      try {
        await build(merged)
        await this.redis.set(this.key(channel, 'published'), String(startedAt))
      } finally {
        // Let go of only now: what a crashed builder had taken is built by the next holder. A failed build is not retried.
        await this.redis.del(this.key(channel, 'building'))
      }
      return { builtElsewhere: false, scope: merged }
    } finally {
      await lock.release()
    }
  }

  /** When the channel's newest published build started (any process), or null before the first. */
  async publishedStartedAt(channel: SiteChannel): Promise<number | null> {
    const stamp = await this.redis.get(this.key(channel, 'published'))
    return stamp ? Number(stamp) : null
  }

  /** How many processes' scopes wait for the channel's next build (tests; staff looking at Redis). */
  async waiting(channel: SiteChannel): Promise<number> {
    return this.redis.llen(this.key(channel, 'pending'))
  }

  /** Staff's preview is built only once opened (server/siteBuild/previewRebuilds.ts) — in any process. */
  async openPreview(): Promise<void> {
    await this.redis.set(this.key('preview', 'opened'), '1')
  }

  async previewOpened(): Promise<boolean> {
    return (await this.redis.exists(this.key('preview', 'opened'))) === 1
  }

  /** A fresh start (the setup step) forgets the preview: its builds are deleted and it is built again once opened. */
  async forgetPreview(): Promise<void> {
    await this.redis.del(...(['opened', 'pending', 'building', 'published'] as const).map((what) => this.key('preview', what)))
  }

  /** Deletes every key of this builds folder (a test's scratch folder, once it is gone). */
  async clear(): Promise<void> {
    const keys = (['live', 'preview'] as const).flatMap((channel) =>
      (['lock', 'pending', 'building', 'published', 'opened'] as const).map((what) => this.key(channel, what)),
    )
    await this.redis.del(...keys)
  }

  close(): void {
    this.redis.disconnect()
  }
}
