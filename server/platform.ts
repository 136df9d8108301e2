import { registerSitePublisher } from '@cms/hooks/publishSite'
import { PreviewRebuilds } from './siteBuild/previewRebuilds'
import { SiteRebuildScheduler } from './siteBuild/siteRebuildScheduler'
import { ensureCmsBuild } from './build/cmsBuild'
import { buildAndPublishSite } from './siteBuild/siteBuild'
import { FULL_BUILD } from '@domain/site/buildScope'

/** Start-up sequence of the platform process; see scripts/start.ts. */
export async function startPlatform(options: { port: number }) {
  await ensureCmsBuild()
  // Payload is imported after the build so a fresh checkout never loads it twice.
  const { payloadInstance } = await import('@cms/getPayload')
  const { migrate } = await import('@cms/bootstrap/migrate')
  const { ensureStaffAccount } = await import('@cms/bootstrap/staffAccount')
  const { importStarterContentOnFirstStart } = await import('@content/lib/starterContent')
  const { importSiteContentOnFirstStart } = await import('@content/lib/siteContent')
  const { rebuildRankingExpBucketsIfMissing } = await import('@cms/progress/rankings/rebuildRankingExpBuckets')
  const { startPlatformServer } = await import('./platformServer')
  const { Pools } = await import('@judge/sandbox/pools')
  const { QueueRunner } = await import('@judge/queue/queueRunner')
  const { PageRenderer } = await import('@judge/image/renderer')
  const { ReminderScheduler } = await import('./reminders/reminderScheduler')

  const payload = await payloadInstance()
  await migrate(payload)
  if (await rebuildRankingExpBucketsIfMissing(payload)) console.log('Counted the ranking exp buckets from the existing scores.')
  const imported = await importStarterContentOnFirstStart(payload)
  if (imported) console.log(`Imported the starter curriculum (${imported.created} documents).`)
  const siteDocs = await importSiteContentOnFirstStart(payload)
  if (siteDocs) console.log(`Imported the starter site content (${siteDocs} documents and FAQs).`)
  const staff = await ensureStaffAccount(payload)
  if (staff.generatedPassword) {
    console.log(`\nStaff account created — shown this once, write it down:\n  email:    ${staff.email}\n  password: ${staff.generatedPassword}\n`)
  }

  // Without REDIS_URL the judge runtimes warm up in this process; with it, runs go to `npm run judge:worker`s.
  const redisUrl = process.env.REDIS_URL || undefined
  const pools = redisUrl ? new QueueRunner(redisUrl) : new Pools()
  const renderer = new PageRenderer() // Chromium starts on the first ImageJudge, not at start-up.
  // The draft preview is built only once a staff member opens it (bound below, once the URL is known).
  let previewRebuilds: PreviewRebuilds | null = null
  const server = await startPlatformServer({ port: options.port, payload, pools, renderer, redisUrl, onPreviewOpen: () => previewRebuilds?.open() })
  console.log(`Serving on ${server.url} (admin: ${server.url}/admin)`)
  // Study reminders (docs/reminders.md): a BullMQ repeatable job with Redis, else a timer in this process.
  const reminders = new ReminderScheduler(payload, { origin: process.env.PUBLIC_URL || server.url, redisUrl })
  await reminders.start()
  const cmsUrl = `http://127.0.0.1:${new URL(server.url).port}`
  // Staff's changes in the CMS rebuild the site through this (cms/hooks/publishSite.ts), once it is registered.
  // SITE_PARTIAL_BUILDS=0 rebuilds the whole site after every change (docs/site.md "Publishing"): the bench's baseline.
  const partialBuilds = process.env.SITE_PARTIAL_BUILDS !== '0'
  const rebuilds = new SiteRebuildScheduler({ build: (scope) => buildAndPublishSite(cmsUrl, 'live', partialBuilds ? scope : FULL_BUILD) })
  const previewScheduler = new SiteRebuildScheduler({ build: () => buildAndPublishSite(cmsUrl, 'preview'), log: (line) => console.log(`[preview] ${line}`) })
  previewRebuilds = new PreviewRebuilds(previewScheduler)
  const stop = async () => {
    registerSitePublisher(null)
    // A build under way is not awaited: its astro process is in our process group and ends with us.
    void rebuilds.close()
    void previewScheduler.close()
    await server.close()
    await reminders.stop()
    await pools.close()
    await renderer.close()
    await payload.destroy()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)

  try {
    const startedAt = Date.now()
    await buildAndPublishSite(cmsUrl)
    rebuilds.markPublished(startedAt)
    console.log(`Site built. Ready: ${server.url}`)
  } catch (error) {
    console.error(`The site could not be built; the previous build stays live.\n${(error as Error).message}`)
  }
  // Registered only now, so the first start's imports do not queue a second build; also after a failed
  // first build, so fixing the content in the CMS publishes the site.
  registerSitePublisher(rebuilds, previewRebuilds)
  return server
}
