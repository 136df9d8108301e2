import { cmsBuildState, ensureCmsBuild } from './build/cmsBuild'
import { removeStalePreviewBuilds } from './siteBuild/previewRebuilds'

/**
 * What a platform process does (docs/architecture.md "Several processes"):
 * - all: `npm start` alone — set up (build the CMS, migrate, first-start imports, staff account), serve, build the site;
 * - setup: the set-up once for a several-process deployment, then the first site build, then exit;
 * - web: one of several web processes — serve only; set-up and builds already happened, REDIS_URL is required.
 */
export type PlatformRole = 'all' | 'setup' | 'web'

/** Start-up sequence of the platform process; see scripts/start.ts. */
export async function startPlatform(options: { port: number; role?: PlatformRole }) {
  const role = options.role ?? 'all'
  const redisUrl = process.env.REDIS_URL || undefined
  if (role === 'web') checkWebProcess(redisUrl)
  else await ensureCmsBuild()
  // Payload is imported after the build so a fresh checkout never loads it twice.
  const { payloadInstance } = await import('@cms/getPayload')
  const { prepareDatabase } = await import('./platformSetup')
  const { startPlatformServer } = await import('./platformServer')
  const { startSitePublishing } = await import('./siteBuild/sitePublishing')
  const { Pools } = await import('@judge/sandbox/pools')
  const { QueueRunner } = await import('@judge/queue/queueRunner')
  const { PageRenderer } = await import('@judge/image/renderer')
  const { ReminderScheduler } = await import('./reminders/reminderScheduler')

  const payload = await payloadInstance()
  if (role !== 'web') await prepareDatabase(payload)

  // Without REDIS_URL the judge runtimes warm up in this process; with it, runs go to `npm run judge:worker`s.
  const pools = redisUrl ? new QueueRunner(redisUrl) : new Pools()
  const renderer = new PageRenderer() // Chromium starts on the first ImageJudge, not at start-up.
  // The draft preview is built only once a staff member opens it (bound below, once the URL is known).
  let publishing: ReturnType<typeof startSitePublishing> | null = null
  // The setup step serves only its own site build, on loopback; HOST keeps a web process behind its proxy.
  const host = role === 'setup' ? '127.0.0.1' : process.env.HOST || undefined
  const server = await startPlatformServer({
    port: options.port,
    host,
    payload,
    pools,
    renderer,
    redisUrl,
    onPreviewOpen: () => publishing?.previewRebuilds.open(),
  })
  console.log(`Serving on ${server.url} (admin: ${server.url}/admin)`)
  const cmsUrl = `http://127.0.0.1:${new URL(server.url).port}`
  publishing = startSitePublishing({ cmsUrl, redisUrl })
  if (role !== 'web') {
    removeStalePreviewBuilds()
    await publishing.forgetPreview()
  }
  // Study reminders (docs/reminders.md): a BullMQ repeatable job with Redis, else a timer in this process.
  const reminders = role === 'setup' ? null : new ReminderScheduler(payload, { origin: process.env.PUBLIC_URL || server.url, redisUrl })
  await reminders?.start()
  const stop = async () => {
    publishing?.close()
    await server.close()
    await reminders?.stop()
    await pools.close()
    await renderer.close()
    await payload.destroy()
  }
  const stopAndExit = () => void stop().then(() => process.exit(0))
  process.once('SIGINT', stopAndExit)
  process.once('SIGTERM', stopAndExit)

  if (role === 'web') {
    await publishing.adoptPublished()
    publishing.register()
    console.log(`Ready: ${server.url}`)
    return server
  }
  try {
    await publishing.buildNow()
    console.log(`Site built. Ready: ${server.url}`)
  } catch (error) {
    console.error(`The site could not be built; the previous build stays live.\n${(error as Error).message}`)
  }
  if (role === 'setup') {
    await stop()
    console.log('Setup done.')
    return null
  }
  // Registered only now, so the first start's imports do not queue a second build; also after a failed
  // first build, so fixing the content in the CMS publishes the site.
  publishing.register()
  return server
}

function checkWebProcess(redisUrl: string | undefined) {
  // Several web processes share sockets, judge runs and site builds through Redis (docs/site.md "Several web processes").
  if (!redisUrl) throw new Error('PLATFORM_ROLE=web needs REDIS_URL: web processes share sockets, judge runs and site builds through it')
  const state = cmsBuildState()
  if (state === 'missing') throw new Error('No CMS build (cms/.next): run the setup step first (PLATFORM_ROLE=setup npm start)')
  if (state === 'stale') console.warn('The CMS build is older than its sources: serving it; run the setup step again to rebuild it.')
}
