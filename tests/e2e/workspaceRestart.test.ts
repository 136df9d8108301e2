import { afterAll, describe, expect, it } from 'vitest'
import { spawnPlatform, type SpawnedPlatform } from '../support/spawnPlatform'
import { useBrowser } from '../support/browser'
import { createLearner, editorReady, editorText, replaceEditorText, signInTo } from '../support/learner'

const EXERCISE = '/html/html-css-study-1/1/1'
const STAFF = { STAFF_EMAIL: 'restart-staff@example.test', STAFF_PASSWORD: 'restart-staff-pass' }

const browser = useBrowser()
let platform: SpawnedPlatform | undefined
afterAll(async () => {
  await platform?.stop()
})

/**
 * Its own platform (the shared one must stay up for the other files): killed with SIGKILL between two edits,
 * so nothing gets a chance to flush, then started again on the same database and port.
 */
describe('a server crash between two edits', () => {
  it('keeps the edit typed while the server was down and saves it once the server is back', async () => {
    platform = await spawnPlatform(STAFF)
    const learner = await createLearner(platform.url)
    const page = await browser().newPage({ viewport: { width: 1400, height: 900 } })
    await signInTo(page, platform.url, learner, EXERCISE)
    await editorReady(page)

    await replaceEditorText(page, '<p>edit one</p>\n')
    await page.locator('[data-testid=autosave][data-state=saved]').waitFor()

    await platform.stop({ crash: true })
    await replaceEditorText(page, '<p>edit two, typed while the server was down</p>\n')
    await page.locator('[data-testid=autosave][data-state=offline]').waitFor()

    platform = await spawnPlatform(STAFF, { reuse: { scratch: platform.scratch, port: platform.port }, untilServing: true })
    await page.reload()
    await editorReady(page)
    expect(await editorText(page)).toContain('edit two, typed while the server was down')
    await page.locator('[data-testid=autosave][data-state=saved]').waitFor({ timeout: 30_000 })

    // A fresh browser (no local storage) sees the same code: it reached the server.
    const elsewhere = await browser().newContext({ viewport: { width: 1400, height: 900 } })
    const other = await elsewhere.newPage()
    await signInTo(other, platform.url, learner, EXERCISE)
    await editorReady(other)
    expect(await editorText(other)).toContain('edit two, typed while the server was down')
    await elsewhere.close()
  })
})
