import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { z } from 'zod'
import { rootDir } from '@domain/repoPaths'
import { LANGUAGE_NAMES } from '@domain/languageNames'
import { DEFAULT_QUIET_MS } from '@server/siteBuild/siteRebuildScheduler'
import { spawnPlatform, type SpawnedPlatform } from '@tests/support/spawnPlatform'
import { freePort } from '@tests/support/freePort'
import type { CurriculumSize } from '../lib/generatedCurriculum'
import { percentiles, table, type Row } from '../lib/measure'
import { publishToServedLatency } from '../lib/publishLatency'
import { timeStaticBuild, type TimedBuild } from '../lib/staticBuild'

const STAFF = { email: 'bench@example.test', password: 'bench-password' }
const STAFF_ENV = { STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password }
/** 20 courses × 50 lessons × 1 chapter × 2 pages: 1,000 lessons, 2,000 exercise pages. */
const GENERATED: CurriculumSize = { courses: 20, lessonsPerCourse: 50, pagesPerLesson: 2 }
const EXERCISE = '/html/html-css-study-1/1/1'
const GENERATED_EXERCISE = `/${LANGUAGE_NAMES[0]}/gen-1-lesson-1/1/1`
/** Publishing is measured more often than builds: its p95 is a target (≤ 15 s, docs/site.md "Publishing"). */
const publishRuns = (runs: number) => Math.max(runs, 5)

const totalDocs = z.object({ totalDocs: z.number() })
const importStats = z.object({ created: z.number(), updated: z.number(), unchanged: z.number() })

interface Curriculum {
  lessons: number
  pages: number
}

async function countCurriculum(url: string): Promise<Curriculum> {
  const count = async (collection: string) => totalDocs.parse(await (await fetch(`${url}/api/${collection}?limit=1&depth=0`)).json()).totalDocs
  return { lessons: await count('lessons'), pages: await count('pages') }
}

async function timeBuilds(platform: SpawnedPlatform, runs: number): Promise<TimedBuild[]> {
  const builds: TimedBuild[] = []
  for (let i = 0; i < runs; i++) builds.push(await timeStaticBuild(`http://127.0.0.1:${platform.port}`))
  return builds
}

/** Imports the generated curriculum into a fresh scratch database with the content importer, in a child process. */
async function importGenerated(scratch: string): Promise<{ ms: number; created: number }> {
  const started = performance.now()
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/importGeneratedCurriculum.ts', JSON.stringify(GENERATED)], {
      cwd: rootDir,
      env: { ...process.env, DATA_DIR: path.join(scratch, 'data'), DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`the import exited ${code}\n${stdout.slice(-2000)}`))))
  })
  const stats = importStats.parse(JSON.parse(output.split('\n').find((line) => line.startsWith('{"created"')) ?? 'null'))
  return { ms: performance.now() - started, created: stats.created }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const median = (values: number[]) => percentiles(values).p50

/**
 * The static site's build time for the starter curriculum and for a generated one of 1,000 lessons, and the
 * time from a staff edit to the rebuilt page being served, each on a platform started for it.
 */
export async function siteSuite(runs: number): Promise<string> {
  const starter = await spawnPlatform(STAFF_ENV)
  let starterBuilds: TimedBuild[]
  let starterSize: Curriculum
  let publish: number[]
  try {
    starterSize = await countCurriculum(starter.url)
    starterBuilds = await timeBuilds(starter, runs)
    publish = await publishToServedLatency(starter.url, STAFF, EXERCISE, publishRuns(runs))
  } finally {
    await starter.stop()
  }
  // The baseline: the same edit on a platform that rebuilds the whole site after every change.
  const wholeSite = await spawnPlatform({ ...STAFF_ENV, SITE_PARTIAL_BUILDS: '0' })
  let publishWhole: number[]
  try {
    publishWhole = await publishToServedLatency(wholeSite.url, STAFF, EXERCISE, publishRuns(runs))
  } finally {
    await wholeSite.stop()
  }

  // The database is filled before the platform starts on it: SQLite has one writer at a time.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-run-'))
  let imported: Awaited<ReturnType<typeof importGenerated>>
  let generated: SpawnedPlatform
  const firstStart = performance.now()
  try {
    imported = await importGenerated(scratch)
    generated = await spawnPlatform(STAFF_ENV, { reuse: { scratch, port: await freePort() } })
  } catch (error) {
    fs.rmSync(scratch, { recursive: true, force: true })
    throw error
  }
  const firstStartMs = performance.now() - firstStart - imported.ms
  let generatedBuilds: TimedBuild[]
  let generatedSize: Curriculum
  let generatedPublish: number[]
  try {
    generatedSize = await countCurriculum(generated.url)
    generatedBuilds = await timeBuilds(generated, runs)
    generatedPublish = await publishToServedLatency(generated.url, STAFF, GENERATED_EXERCISE, publishRuns(runs))
  } finally {
    await generated.stop()
  }

  const pagesOf = (builds: TimedBuild[]) => builds.at(-1)!.htmlPages
  const rows: Row[] = [
    [`baseline: publish → served, whole-site rebuild (SITE_PARTIAL_BUILDS=0): PATCH a page title until ${EXERCISE} shows it`, percentiles(publishWhole)],
    [`publish → served, partial rebuild (the lesson's pages and lists): the same edit`, percentiles(publish)],
    [`publish → served, partial rebuild, generated curriculum: ${GENERATED_EXERCISE}`, percentiles(generatedPublish)],
    [`astro build of the whole site, starter curriculum (${pagesOf(starterBuilds)} HTML pages)`, percentiles(starterBuilds.map((b) => b.ms))],
    [`astro build of the whole site, generated curriculum (${pagesOf(generatedBuilds).toLocaleString('en')} HTML pages)`, percentiles(generatedBuilds.map((b) => b.ms))],
  ]
  const perPage = (builds: TimedBuild[]) => `${(median(builds.map((b) => b.ms)) / pagesOf(builds)).toFixed(1)} ms`
  return `## Static site build and publishing (started platform, embedded SQLite)

Publish → served: staff rename an exercise page through REST and poll the static page every 100 ms until it
shows the new title, ${publishRuns(runs)} times; it includes the platform's ${DEFAULT_QUIET_MS / 1000} s debounce, the build and the swap.
A partial rebuild renders only the edited lesson's pages and the lists that show it, laid over a hard-linked
copy of the live build (docs/site.md "Publishing"). Baseline: the same edit on a platform started with
\`SITE_PARTIAL_BUILDS=0\`, which rebuilds the whole site as before, measured in the same run. Target: p95 ≤ 15 s.
Whole-site builds: a fresh \`astro build\` (every page, ja/en/id) against the running CMS into a scratch folder,
${runs} times per curriculum, without the swap. With so few runs, p95 and p99 are the slowest run.

${table(rows)}
| curriculum | lessons | exercise pages (CMS) | HTML pages built | build p50 | per HTML page |
| --- | ---: | ---: | ---: | ---: | ---: |
| starter | ${starterSize.lessons} | ${starterSize.pages} | ${pagesOf(starterBuilds)} | ${seconds(median(starterBuilds.map((b) => b.ms)))} | ${perPage(starterBuilds)} |
| generated (${GENERATED.courses} courses × ${GENERATED.lessonsPerCourse} lessons × 1 chapter × ${GENERATED.pagesPerLesson} pages) | ${generatedSize.lessons.toLocaleString('en')} | ${generatedSize.pages.toLocaleString('en')} | ${pagesOf(generatedBuilds).toLocaleString('en')} | ${seconds(median(generatedBuilds.map((b) => b.ms)))} | ${perPage(generatedBuilds)} |

The generated curriculum (${imported.created.toLocaleString('en')} documents) was imported with the content importer
(\`importCurriculum\`, Local API) in ${seconds(imported.ms)}; the platform's first start on it, its own first build
included, took ${seconds(firstStartMs)}.
`
}
