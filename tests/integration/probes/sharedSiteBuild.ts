/**
 * Run by tests/integration/sharedSiteBuilds.test.ts, two at once: one web process's live-site rebuild scheduler
 * with its builds coordinated through Redis (server/siteBuild/sharedSiteBuilds.ts), asked once for SCOPE. Its
 * "build" writes what it was asked to build into MARKER_DIR; at the end it prints its log and status as JSON.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { BuildScope } from '@domain/site/buildScope'
import { SharedSiteBuilds } from '@server/siteBuild/sharedSiteBuilds'
import { SiteRebuildScheduler } from '@server/siteBuild/siteRebuildScheduler'

const env = (name: string) => process.env[name] ?? (console.error(`${name} is required`), process.exit(2))
const shared = new SharedSiteBuilds(env('REDIS_URL'), { buildsDir: env('BUILDS_DIR'), pollMs: 50 })
const log: string[] = []
const scheduler = new SiteRebuildScheduler({
  quietMs: 50,
  log: (line) => log.push(line),
  build: (scope) =>
    shared.run('live', scope, async (merged) => {
      fs.writeFileSync(path.join(env('MARKER_DIR'), `build-${process.pid}.json`), JSON.stringify(merged))
    }),
})
scheduler.request(`saved in ${process.pid}`, JSON.parse(env('SCOPE')) as BuildScope)
await scheduler.idle()
console.log(JSON.stringify({ log, status: scheduler.status() }))
shared.close()
