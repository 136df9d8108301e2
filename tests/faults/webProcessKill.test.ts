import fs from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { useBrowser } from '../support/browser'
import { createLearner, editorReady, editorText, replaceEditorText, signInTo } from '../support/learner'
import { spawnTopology, type SpawnedTopology } from '../support/spawnTopology'

/**
 * Fault: the web process holding a learner's workspace is killed (-9) while they type (deploy/README.md). The
 * workspace in Chromium, through nginx on `npm run deploy:local -- --web 2 --workers 1`: its socket reconnects
 * (nginx sends it to the other web process while deploy:local restarts the dead one), the keystrokes typed meanwhile
 * are sent again from browser storage, and the database ends up with exactly what the editor shows.
 */
const PAGE = '/es6/javascript-study-1/1/1'
const browser = useBrowser()
let topology: SpawnedTopology

beforeAll(async () => {
  topology = await spawnTopology({
    web: 2,
    workers: 1,
    postgresUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    env: { STAFF_EMAIL: 'faults-staff@example.test', STAFF_PASSWORD: 'faults-staff-pass-1' },
  })
})

afterAll(async () => {
  await topology?.stop()
})

/** The pid of the web process listening on `port` (deploy:local's child started with that PORT). */
function webProcessOn(port: number): number {
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const environ = fs.readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0')
      if (environ.includes('PLATFORM_ROLE=web') && environ.includes(`PORT=${port}`)) return Number(entry)
    } catch {
      // Gone, or not ours to read.
    }
  }
  throw new Error(`no web process on port ${port}`)
}

it('keeps every keystroke when the web process serving the workspace is killed', async () => {
  const page = await browser().newPage({ viewport: { width: 1400, height: 900 } })
  await signInTo(page, topology.url, await createLearner(topology.url), PAGE)
  await editorReady(page)
  await replaceEditorText(page, "console.log('before the crash')")
  await page.locator('[data-testid=autosave][data-state=saved]').waitFor({ timeout: 30_000 })

  // The web process this browser is stuck to (nginx names it on every answer), killed with everything it started.
  const upstream = await page.evaluate(async () => (await fetch('/favicon.svg')).headers.get('x-upstream'))
  const port = Number(upstream!.split(':').at(-1))
  const pid = webProcessOn(port)
  process.kill(-pid, 'SIGKILL')
  await page.keyboard.press('Control+End')
  await page.keyboard.type("\nconsole.log('typed while its server died')")

  // Sent again once the socket is back, through whichever web process nginx chose.
  await expect.poll(() => page.locator('[data-testid=autosave]').getAttribute('data-state'), { timeout: 90_000 }).toBe('saved')
  const shown = (await editorText(page)).trim()
  expect(shown).toContain('typed while its server died')
  const stored = await page.evaluate(async (path) => {
    const slug = 'javascript-study-1.console-log'
    const pages = await (await fetch(`/api/pages?where[slug][equals]=${slug}&depth=0`)).json()
    const infos = await (await fetch(`/api/user_page_infos?where[page][equals]=${pages.docs[0].id}&depth=0`)).json()
    return { path, files: infos.docs.map((info: { files: { content: string }[] }) => info.files.map((file) => file.content)) }
  }, PAGE)
  expect(stored.files).toHaveLength(1)
  expect(stored.files[0].map((content: string) => content.trim())).toEqual([shown])
  await page.close()
})
