import { registerSitePublisher } from '@cms/hooks/publishSite'
import { FULL_BUILD, type BuildScope } from '@domain/site/buildScope'
import { PreviewRebuilds } from './previewRebuilds'
import { SharedSiteBuilds, type BuiltElsewhere } from './sharedSiteBuilds'
import { buildAndPublishSite } from './siteBuild'
import { SiteRebuildScheduler } from './siteRebuildScheduler'
import type { SiteChannel } from './siteBuilds'

/**
 * The live and preview rebuild schedulers of one platform process, built from its own CMS at `cmsUrl`. With
 * REDIS_URL every build goes through the lock shared by all web processes (docs/site.md "Several web processes").
 */
export function startSitePublishing(options: { cmsUrl: string; redisUrl?: string }) {
  const { cmsUrl } = options
  const shared = options.redisUrl ? new SharedSiteBuilds(options.redisUrl) : null
  const coordinated = (channel: SiteChannel, build: (scope: BuildScope) => Promise<unknown>) => (scope: BuildScope) =>
    shared ? shared.run(channel, scope, build) : build(scope)
  // SITE_PARTIAL_BUILDS=0 rebuilds the whole site after every change (docs/site.md "Publishing"): the bench's baseline.
  const partialBuilds = process.env.SITE_PARTIAL_BUILDS !== '0'
  const rebuilds = new SiteRebuildScheduler({ build: coordinated('live', (scope) => buildAndPublishSite(cmsUrl, 'live', partialBuilds ? scope : FULL_BUILD)) })
  const previewScheduler = new SiteRebuildScheduler({
    build: coordinated('preview', () => buildAndPublishSite(cmsUrl, 'preview')),
    log: (line) => console.log(`[preview] ${line}`),
  })
  const previewRebuilds = new PreviewRebuilds(previewScheduler, shared ?? undefined)

  return {
    previewRebuilds,
    /** A fresh start forgets the previews of an earlier run, in every process (the setup step, npm start). */
    forgetPreview: () => shared?.forgetPreview(),
    /** The start-up's full build: throws when it fails; resolves false when another process's build took it in. */
    async buildNow(): Promise<boolean> {
      const startedAt = Date.now()
      const outcome = (await coordinated('live', () => buildAndPublishSite(cmsUrl))(FULL_BUILD)) as Partial<BuiltElsewhere>
      if (outcome.builtElsewhere && outcome.publishedStartedAt === null) throw new Error('the build another web process made of it failed')
      rebuilds.markPublished(startedAt)
      return !outcome.builtElsewhere
    },
    /** A web process joining a running deployment: the live build is the one the others published. */
    async adoptPublished() {
      const startedAt = await shared?.publishedStartedAt('live')
      if (startedAt) rebuilds.markPublished(startedAt)
    },
    /** From now on, staff's changes in the CMS rebuild the site through these (cms/hooks/publishSite.ts). */
    register: () => registerSitePublisher(rebuilds, previewRebuilds),
    close() {
      registerSitePublisher(null)
      // A build under way is not awaited: its astro process is in our process group and ends with us.
      void rebuilds.close()
      void previewScheduler.close()
      shared?.close()
    },
  }
}
