import { ensureCmsBuild } from './cmsBuild'
import { buildAndPublishSite } from './siteBuild'

/** Start-up sequence of the platform process; see scripts/start.ts. */
export async function startPlatform(options: { port: number }) {
  await ensureCmsBuild()
  // Payload is imported after the build so a fresh checkout never loads it twice.
  const { payloadInstance } = await import('../../cms/getPayload')
  const { migrate } = await import('../../cms/bootstrap/migrate')
  const { ensureStaffAccount } = await import('../../cms/bootstrap/staffAccount')
  const { importStarterContentOnFirstStart } = await import('../../cms/bootstrap/starterContent')
  const { startPlatformServer } = await import('../../server/platformServer')
  const { Pools } = await import('../../judge/sandbox/pools')
  const { QueueRunner } = await import('../../judge/queue/queueRunner')
  const { PageRenderer } = await import('../../judge/image/renderer')

  const payload = await payloadInstance()
  await migrate(payload)
  const imported = await importStarterContentOnFirstStart(payload)
  if (imported) console.log(`Imported the starter curriculum (${imported.created} documents).`)
  const staff = await ensureStaffAccount(payload)
  if (staff.generatedPassword) {
    console.log(`\nStaff account created — shown this once, write it down:\n  email:    ${staff.email}\n  password: ${staff.generatedPassword}\n`)
  }

  // Without REDIS_URL the judge runtimes warm up in this process; with it, runs go to `npm run judge:worker`s.
  const redisUrl = process.env.REDIS_URL || undefined
  const pools = redisUrl ? new QueueRunner(redisUrl) : new Pools()
  const renderer = new PageRenderer() // Chromium starts on the first ImageJudge, not at start-up.
  const server = await startPlatformServer({ port: options.port, payload, pools, renderer, redisUrl })
  console.log(`Serving on ${server.url} (admin: ${server.url}/admin)`)
  const stop = async () => {
    await server.close()
    await pools.close()
    await renderer.close()
    await payload.destroy()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)

  try {
    await buildAndPublishSite(`http://127.0.0.1:${new URL(server.url).port}`)
    console.log(`Site built. Ready: ${server.url}`)
  } catch (error) {
    console.error(`The site could not be built; the previous build stays live.\n${(error as Error).message}`)
  }
  return server
}
