import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { rootDir } from '@domain/repoPaths'
import type { BuildScope } from '@domain/site/buildScope'
import type { PublishingStatus } from '@domain/site/publishingStatus'
import { SharedSiteBuilds } from '@server/siteBuild/sharedSiteBuilds'

/** The machine's Redis (CI starts it): the lock is tested against it for real. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

const scratch: string[] = []
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const lessonScope = (lesson: string): BuildScope => ({
  kind: 'partial',
  routes: [{ route: '[...lang]/[language]/[lesson]/[chapter]/[page]', params: { lesson: [lesson] } }],
})

/** One web process's scheduler (tests/integration/probes/sharedSiteBuild.ts), asked for `scope`; resolves with its report. */
function webProcess(env: Record<string, string>, scope: BuildScope) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/probes/sharedSiteBuild.ts'], {
    cwd: rootDir,
    env: { ...process.env, REDIS_URL, ...env, SCOPE: JSON.stringify(scope) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise<{ pid: number; log: string[]; status: PublishingStatus }>((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve({ pid: child.pid!, ...JSON.parse(out.trim().split('\n').at(-1)!) }) : reject(new Error(`probe exited ${code}: ${out}`)),
    ),
  )
}

describe('site builds shared by several web processes (docs/site.md "Several web processes")', () => {
  it('makes one build of two processes’ rebuilds asked for at the same time, and both report it published', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-builds-'))
    scratch.push(dir)
    const env = { BUILDS_DIR: path.join(dir, 'site'), MARKER_DIR: dir }
    const shared = new SharedSiteBuilds(REDIS_URL, { buildsDir: env.BUILDS_DIR, pollMs: 50 })
    try {
      let processes: ReturnType<typeof webProcess>[] = []
      // A build under way (this test's) holds the lock while both processes ask: neither may build before both have.
      await shared.run('live', { kind: 'full' }, async () => {
        processes = [webProcess(env, lessonScope('lesson-a')), webProcess(env, lessonScope('lesson-b'))]
        await expect.poll(() => shared.waiting('live'), { timeout: 60_000 }).toBe(2)
      })
      const reports = await Promise.all(processes)

      const builds = fs.readdirSync(dir).filter((file) => file.startsWith('build-'))
      expect(builds).toHaveLength(1)
      // The one build rendered both processes' changes.
      const built = JSON.parse(fs.readFileSync(path.join(dir, builds[0]), 'utf8')) as BuildScope
      expect(built).toEqual({
        kind: 'partial',
        routes: [{ route: '[...lang]/[language]/[lesson]/[chapter]/[page]', params: { lesson: expect.arrayContaining(['lesson-a', 'lesson-b']) } }],
      })
      const [builder, other] = builds[0] === `build-${reports[0].pid}.json` ? reports : [reports[1], reports[0]]
      expect(builder.log.some((line) => line.startsWith('Site rebuilt and published'))).toBe(true)
      expect(other.log.some((line) => line.startsWith('Site rebuild published by another web process'))).toBe(true)
      // Both tell their staff the change is live.
      for (const { status } of reports) expect(status).toMatchObject({ state: 'idle', publishedSince: expect.any(Number) })
      expect(await shared.waiting('live')).toBe(0)
    } finally {
      await shared.clear()
      shared.close()
    }
  })

  it('builds what a builder that died had taken, once its lock has expired', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-builds-'))
    scratch.push(dir)
    const buildsDir = path.join(dir, 'site')
    // A holder that never releases (a crashed process): its lock ends with its time to live.
    const crashed = new SharedSiteBuilds(REDIS_URL, { buildsDir, ttlMs: 1_500 })
    let holding!: () => void
    const held = new Promise<void>((resolve) => (holding = resolve))
    void crashed.run('live', { kind: 'full' }, () => (holding(), new Promise(() => {})))
    await held
    crashed.close() // No more renewals, as from a process that is gone.

    const survivor = new SharedSiteBuilds(REDIS_URL, { buildsDir, ttlMs: 1_500, pollMs: 50 })
    try {
      let built: BuildScope | null = null
      const outcome = await survivor.run('live', lessonScope('lesson-c'), async (scope) => void (built = scope))
      expect(outcome.builtElsewhere).toBe(false)
      // What the crashed holder had taken (the whole site) is built with what was asked since.
      expect(built).toEqual({ kind: 'full' })
    } finally {
      await survivor.clear()
      survivor.close()
    }
  })
})
