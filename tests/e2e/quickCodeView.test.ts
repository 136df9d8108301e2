import { describe, expect, it } from 'vitest'
import type { Route } from 'playwright-core'
import { seriousViolations } from '../support/axe'
import { baseUrl, useBrowser } from '../support/browser'
import { createLearner, editorReady, editorText, signInTo } from '../support/learner'
import { starterFirstLine } from '../support/starterFiles'

const EXERCISE = '/python/python-study-1/1/1'
const STARTER_COMMENT = starterFirstLine('python', 'python-study-1', '01-print', 'main.py')

const browser = useBrowser()

/**
 * The quick code view (docs/workspace.md "Editor"): the learner's code shows before Monaco has loaded, takes
 * typing once the server confirmed the files, and hands text, caret and focus to Monaco without losing a key.
 * Monaco's chunk is held back by the network (a slow connection), not by changing our code.
 */
describe('the quick code view', () => {
  it('shows the code before Monaco, keeps what is typed there, and hands the caret to Monaco', async () => {
    const context = await browser().newContext({ viewport: { width: 1400, height: 900 } })
    const page = await context.newPage()
    const held: Route[] = []
    let holding = true
    await page.route(/monacoSetup[^/]*\.js$/, (route) => (holding ? held.push(route) : route.continue()))
    await signInTo(page, baseUrl(), await createLearner(baseUrl()), EXERCISE, 'domcontentloaded')

    const view = page.locator('[data-testid=code-view][data-ready=true]')
    await view.waitFor()
    const input = view.locator('textarea:not([readonly])')
    await input.waitFor()
    expect(await input.inputValue()).toContain(STARTER_COMMENT)
    // Coloured by Python's grammar, which Prism's main file lacks: it loaded with the page's first Python file.
    await view.locator('.ws-codeview-text .token.comment').first().waitFor()
    expect(await page.getByTestId('code-editor').getAttribute('data-ready')).not.toBe('true')
    expect(await seriousViolations(page)).toEqual([])

    // Type at the end of the file while Monaco is still on its way.
    await input.focus()
    await page.keyboard.press('Control+End')
    await page.keyboard.type("print('Hello Python')")
    await expect.poll(() => page.locator('[data-testid=autosave][data-state=saved]').count()).toBe(1)

    holding = false
    for (const route of held) await route.continue()
    await editorReady(page)
    // Monaco has every keystroke, and the caret where the learner left it: typing goes on from there.
    await page.keyboard.type('#')
    await expect.poll(() => editorText(page)).toContain("print('Hello Python')#")
    expect(await page.getByTestId('code-view').count()).toBe(0)

    await page.reload()
    await editorReady(page)
    await expect.poll(() => editorText(page)).toContain("print('Hello Python')#")
    await context.close()
  })

  it('shows the files from the last visit at once on a reload without the code in the page, read-only until the server has confirmed them', async () => {
    const context = await browser().newContext({ viewport: { width: 1400, height: 900 } })
    const page = await context.newPage()
    await signInTo(page, baseUrl(), await createLearner(baseUrl()), EXERCISE)
    await editorReady(page)
    // The next load's socket (and Monaco) are held back, and the page comes without the files the server puts
    // in it (as from a cache that kept the static page): what shows comes from the browser's snapshot.
    await page.routeWebSocket(/socket\.io/, () => undefined)
    await page.route(/monacoSetup[^/]*\.js$/, () => undefined)
    await page.route((url) => url.pathname.replace(/\/$/, '') === EXERCISE, async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace(/(<script type="application\/json" id="ws-initial-files"[^>]*>)[^<]*/, '$1')
      await route.fulfill({ response, body })
    })
    // Monaco's chunk never arrives, so the load event may never fire.
    await page.reload({ waitUntil: 'domcontentloaded' })
    const view = page.locator('[data-testid=code-view][data-ready=true]')
    await view.waitFor()
    expect(await view.locator('textarea').inputValue()).toContain(STARTER_COMMENT)
    expect(await view.locator('textarea').getAttribute('readonly')).not.toBeNull()
    await context.close()
  })
})
