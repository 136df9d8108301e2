import { io, type Socket } from 'socket.io-client'
import { afterAll, describe, expect, it } from 'vitest'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { INITIAL_FILES_ID } from '@domain/files/initialFiles'
import { baseUrl, useBrowser } from '../support/browser'
import { createLearner, editorReady, editorText } from '../support/learner'
import { starterFirstLine } from '../support/starterFiles'

const FREE = '/python/python-study-1/1/1'
const PLUS = '/html/html-css-study-2/1/1'
/** sql-study-1 page 3 opens once page 1 is cleared (orderOfEarlierPageRequiringCompletion). */
const LOCKED = '/sql/sql-study-1/1/3'
const STARTER_COMMENT = starterFirstLine('python', 'python-study-1', '01-print', 'main.py')

const browser = useBrowser()
const sockets: Socket[] = []
afterAll(() => sockets.forEach((s) => s.close()))

async function signedIn() {
  const learner = await createLearner(baseUrl())
  const login = await fetch(`${baseUrl()}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(learner) })
  const cookie = login.headers.get('set-cookie')!.split(';')[0]
  const socket = io(baseUrl(), { ...SOCKET_CLIENT_OPTIONS, extraHeaders: { cookie } })
  sockets.push(socket)
  return { ...learner, cookie, ask: (event: string, data: unknown) => socket.timeout(30_000).emitWithAck(event, data) }
}

async function pageId(slug: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/pages?where[slug][equals]=${slug}&depth=0`)
  return ((await response.json()) as { docs: { id: number }[] }).docs[0].id
}

/** The exercise page as the server sends it: the text of its files element, and the response's caching. */
async function served(path: string, cookie?: string) {
  const response = await fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {} })
  expect(response.status).toBe(200)
  const html = await response.text()
  const element = new RegExp(`<script type="application/json" id="${INITIAL_FILES_ID}" data-page-id="[^"]+">([\\s\\S]*?)</script>`).exec(html)
  expect(element, 'the exercise page carries its files element').not.toBeNull()
  return { html, text: element![1], cacheControl: response.headers.get('cache-control') ?? '' }
}

/**
 * The code in the page (docs/workspace.md "Code in the page"): the server puts a signed-in learner's own files
 * into the exercise page it serves, so the code shows and takes typing before the session call and the socket.
 * It is a new way to read a learner's files, so it is attacked like the socket is.
 */
describe('the learner’s code in the exercise page', () => {
  it('carries the learner’s own saved files, never cached for others, and nothing for a visitor', async () => {
    const learner = await signedIn()
    await learner.ask('file:write', { pageId: await pageId('python-study-1.print'), path: 'main.py', content: "print('mine')\n" })
    const page = await served(FREE, learner.cookie)
    expect(JSON.parse(page.text)).toMatchObject({ userId: learner.id, files: [{ path: 'main.py', content: "print('mine')\n" }] })
    expect(page.cacheControl).toContain('private')
    // The first file is also painted, highlighted and hidden from screen readers, for the page's first paint.
    expect(page.html).toMatch(/<pre id="ws-page-code" class="ws-page-code" data-filetree="(?:tree|none)" aria-hidden="true" elementtiming="ws-page-code"><code>[\s\S]*mine[\s\S]*<\/code><\/pre>/)

    const visitor = await served(FREE)
    expect(visitor.text).toBe('')
    expect(visitor.html).not.toContain("print('mine')")
    expect(visitor.html).not.toContain('id="ws-page-code"')
  })

  it('never shows one learner’s files to another', async () => {
    const owner = await signedIn()
    const other = await signedIn()
    await owner.ask('file:write', { pageId: await pageId('python-study-1.print'), path: 'main.py', content: "print('owner only')\n" })
    const page = await served(FREE, other.cookie)
    expect(page.html).not.toContain('owner only')
    expect(JSON.parse(page.text)).toMatchObject({ userId: other.id, files: [{ path: 'main.py' }] })
    expect(JSON.parse(page.text).files[0].content).toContain(STARTER_COMMENT)
  })

  it('gives nothing for a Plus page to a free learner, nor for a page whose earlier page is not cleared', async () => {
    const learner = await signedIn()
    for (const path of [PLUS, LOCKED]) {
      const page = await served(path, learner.cookie)
      expect(page.text).toBe('')
      expect(page.html).not.toContain('id="ws-page-code"')
    }
  })

  it('gives nothing once the session has ended', async () => {
    const learner = await signedIn()
    expect((await served(FREE, learner.cookie)).text).not.toBe('')
    // The site's sign-out ends the session on the server; the browser's old cookie is replayed after it.
    const signOut = await fetch(`${baseUrl()}/signout`, { headers: { cookie: learner.cookie }, redirect: 'manual' })
    expect(signOut.status).toBe(302)
    expect((await served(FREE, learner.cookie)).text).toBe('')
  })

  it('keeps code that closes the script element as text: it never runs in the page', async () => {
    const learner = await signedIn()
    const hostile = "</script><script>window.__pwned = 1</script><!--\nprint('x')\n"
    await learner.ask('file:write', { pageId: await pageId('python-study-1.print'), path: 'main.py', content: hostile })
    const page = await served(FREE, learner.cookie)
    expect(page.html).not.toContain('<script>window.__pwned')

    const context = await browser().newContext({ viewport: { width: 1400, height: 900 } })
    await context.addCookies([{ name: 'payload-token', value: learner.cookie.split('=')[1], url: baseUrl() }])
    const tab = await context.newPage()
    await tab.goto(`${baseUrl()}${FREE}`)
    await editorReady(tab)
    expect(await editorText(tab)).toContain('window.__pwned = 1')
    expect(await tab.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    await context.close()
  })

  it('paints the first file before any script has run, beside the instructions, and not on a phone', async () => {
    const learner = await signedIn()
    for (const [width, height, shown] of [[1400, 900, true], [390, 844, false]] as const) {
      const context = await browser().newContext({ viewport: { width, height } })
      await context.addCookies([{ name: 'payload-token', value: learner.cookie.split('=')[1], url: baseUrl() }])
      const tab = await context.newPage()
      await tab.route(/\/_astro\/.*\.js$/, (route) => route.abort())
      await tab.goto(`${baseUrl()}${FREE}`)
      const painted = tab.locator('#ws-page-code')
      expect(await painted.isVisible()).toBe(shown)
      if (shown) {
        expect(await painted.innerText()).toContain(STARTER_COMMENT)
        const [code, instructions] = [await painted.boundingBox(), await tab.locator('.ws-instructions').boundingBox()]
        expect(code!.x).toBeGreaterThanOrEqual(instructions!.x + instructions!.width)
      }
      await context.close()
    }
  })

  it('shows the code and takes typing with the socket held back; what was typed reaches the server once it connects', async () => {
    const learner = await signedIn()
    const context = await browser().newContext({ viewport: { width: 1400, height: 900 } })
    await context.addCookies([{ name: 'payload-token', value: learner.cookie.split('=')[1], url: baseUrl() }])
    const tab = await context.newPage()
    // No socket and no Monaco: whatever shows and takes typing came with the page.
    let holding = true
    await tab.routeWebSocket(/socket\.io/, (ws) => {
      if (!holding) ws.connectToServer()
    })
    await tab.route(/monacoSetup[^/]*\.js$/, (route) => (holding ? undefined : route.continue()))
    await tab.goto(`${baseUrl()}${FREE}`)
    const input = tab.locator('[data-testid=code-view][data-ready=true] textarea:not([readonly])')
    // A failure names what the page had (its files element, the quick view's state).
    await input.waitFor().catch(async (error: Error) => {
      const state = await tab.evaluate((id) => ({
        filesElement: (document.getElementById(id)?.textContent ?? 'absent').slice(0, 80),
        codeView: document.querySelector('[data-testid=code-view]')?.outerHTML.slice(0, 200) ?? 'absent',
      }), INITIAL_FILES_ID)
      throw new Error(`${error.message}\nthe page had: ${JSON.stringify(state)}`)
    })
    expect(await input.inputValue()).toContain(STARTER_COMMENT)
    // The copy the server painted gave way to the quick view.
    expect(await tab.locator('#ws-page-code').count()).toBe(0)
    await input.focus()
    await tab.keyboard.press('Control+End')
    await tab.keyboard.type("print('typed offline')")

    // The next visit connects: the edit kept in the browser is laid over the server's files and saved.
    holding = false
    await tab.reload()
    await editorReady(tab)
    await expect.poll(() => editorText(tab)).toContain("print('typed offline')")
    await expect.poll(async () => JSON.parse((await served(FREE, learner.cookie)).text).files[0].content).toContain("print('typed offline')")
    await context.close()
  })
})
