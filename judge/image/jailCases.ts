import type { RenderErrorKind } from './renderError'
import { listenOnLoopback } from './loopbackListener'

/** One conformance case's outcome, as the kit reports it. */
export interface CaseResult {
  name: string
  passed: boolean
  detail: string
}

/** What the cases need of a renderer: PageRenderer, or a pre-fix one to show the cases catch it. */
export interface JailRenderer {
  render(html: string, options?: { owner?: string }): Promise<unknown>
  renderDom(html: string, options?: { owner?: string }): Promise<string>
}

const OWNER = { owner: 'conformance:chromium-jail' }

/** A picture page (no scripts) that asks for everything a document can fetch by itself. */
export const pictureProbe = (port: number): string => {
  const url = (path: string, host = '127.0.0.1') => `http://${host}:${port}/${path}`
  return `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="${url('css')}"><link rel="icon" href="${url('icon')}"><link rel="preconnect" href="${url('')}">
<link rel="prefetch" href="${url('prefetch')}"><link rel="preload" as="image" href="${url('preload')}">
<style>@import url(${url('import')}); body { background: url(${url('bg')}) } @font-face { font-family: x; src: url(${url('font')}) } p { font-family: x }</style>
</head><body><p>probe</p><img src="${url('img')}"><img src="${url('host', 'localhost')}"><img srcset="${url('srcset')} 1x">
<iframe src="${url('frame')}"></iframe><object data="${url('object')}"></object><video poster="${url('poster')}" src="${url('video')}"></video>
</body></html>`
}

/** A DOM page whose scripts try every way out a browser offers (WebRTC optional: only the namespace stops it). */
export const scriptProbe = (port: number, { webRtc = true } = {}): string => `<!DOCTYPE html><html><body><p>probe</p><script>
const http = 'http://127.0.0.1:${port}/'
const tryTo = (f) => { try { const p = f(); if (p && p.catch) p.catch(() => {}) } catch {} }
tryTo(() => new WebSocket('ws://127.0.0.1:${port}/socket'))
tryTo(() => new WebSocket('ws://localhost:${port}/socket'))
tryTo(() => fetch(http + 'fetch', { mode: 'no-cors' }))
tryTo(() => { const x = new XMLHttpRequest(); x.open('GET', http + 'xhr'); x.send() })
tryTo(() => new EventSource(http + 'events'))
tryTo(() => navigator.sendBeacon(http + 'beacon', 'x'))
tryTo(() => { new Image().src = http + 'image' })
tryTo(() => import(http + 'module.js'))
tryTo(() => new Worker('data:text/javascript,fetch("' + http + 'worker").catch(()=>{});new WebSocket("ws://127.0.0.1:${port}/w")'))
${webRtc ? '' : '/*'}tryTo(() => {
  const pc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${port}' }, { urls: 'turn:127.0.0.1:${port}?transport=tcp', username: 'u', credential: 'p' }] })
  pc.createDataChannel('x')
  return pc.createOffer().then((offer) => pc.setLocalDescription(offer))
})${webRtc ? '' : '*/'}
</script></body></html>`

/** Pages whose render must fail (rendered as a picture, or as a DOM page with scripts), with the kinds allowed. */
const FAILING_PAGES: [name: string, mode: 'picture' | 'dom', html: string, kinds: RenderErrorKind[]][] = [
  ['chromium render bomb: an endless script ends at the limit', 'dom', '<p>bomb</p><script>while (true) {}</script>', ['TIMEOUT']],
  [
    'chromium render bomb: 100k nested boxes under filters end at the limit',
    'picture',
    `<style>div { padding: 1px; box-shadow: 0 0 200px 100px red; filter: blur(40px) }</style>${'<div>'.repeat(100_000)}`,
    ['TIMEOUT', 'TOO_LARGE', 'CRASH'],
  ],
  ['chromium navigation: a meta refresh fails the picture', 'picture', '<meta http-equiv="refresh" content="0;url=about:blank"><h1>mine</h1>', ['NAVIGATION']],
  ['chromium navigation: location.href fails the DOM page', 'dom', "<h1>mine</h1><script>location.href = 'about:blank'</script>", ['NAVIGATION']],
  ['chromium navigation: a submitted form fails the DOM page', 'dom', '<form action="about:blank"></form><script>document.forms[0].submit()</script>', ['NAVIGATION']],
  ['chromium navigation: window.open fails the DOM page', 'dom', "<h1>mine</h1><script>window.open('about:blank')</script>", ['POPUP']],
  ['chromium navigation: a clicked target=_blank link fails the DOM page', 'dom', '<a id="a" href="about:blank" target="_blank">x</a><script>document.getElementById("a").click()</script>', ['POPUP']],
]

/** How long stray attempts get to arrive after a render has returned or failed. */
const STRAGGLERS_MS = 500

/** An error's first line without terminal colours (playwright's messages carry a call log). */
const brief = (error: unknown) => String(error).replace(/\x1b\[[0-9;]*m/g, '').split('\n')[0].slice(0, 120)

const kindOf = (error: unknown): RenderErrorKind | undefined => (error as { kind?: RenderErrorKind } | null)?.kind

/** Renders `attempt` and passes when it fails with one of `kinds`, and a plain page renders right after. */
async function expectFailure(name: string, attempt: () => Promise<unknown>, kinds: RenderErrorKind[], renderer: JailRenderer): Promise<CaseResult> {
  const outcome = await attempt().then(
    () => 'rendered',
    (error: unknown) => kindOf(error) ?? `error: ${brief(error)}`,
  )
  if (!kinds.includes(outcome as RenderErrorKind)) return { name, passed: false, detail: `expected ${kinds.join(' or ')}, got ${outcome}` }
  const next = await renderer.renderDom('<p>next</p>', OWNER).then(
    (html) => (html.includes('<p>next</p>') ? 'ok' : 'wrong document'),
    (error: unknown) => `failed: ${brief(error)}`,
  )
  return { name, passed: next === 'ok', detail: `${outcome}; the next render ${next}` }
}

/**
 * The Chromium classes of issue #13 as generic cases: no page reaches the server's network (picture and DOM
 * pages, WebSocket included), a render bomb ends at the limit without holding the browser, and a page that
 * navigates away or opens a window fails its render instead of yielding a blank picture.
 */
export async function chromiumJailCases(renderer: JailRenderer): Promise<CaseResult[]> {
  const results: CaseResult[] = []
  const listener = await listenOnLoopback()
  try {
    for (const [name, run] of [
      ['chromium network: a picture page reaches no loopback port', () => renderer.render(pictureProbe(listener.port), OWNER)],
      ['chromium network: a DOM page (WebSocket, fetch, WebRTC…) reaches no loopback port', () => renderer.renderDom(scriptProbe(listener.port), OWNER)],
    ] as const) {
      const before = listener.hits()
      const outcome = await run().then(
        () => 'rendered',
        (error: unknown) => `failed (${kindOf(error) ?? brief(error)})`,
      )
      await new Promise((resolve) => setTimeout(resolve, STRAGGLERS_MS))
      const hits = listener.hits() - before
      // A render that failed proves nothing: the probe page is harmless apart from its attempts, so it must render.
      results.push({ name, passed: hits === 0 && outcome === 'rendered', detail: `${outcome}; ${hits} connection(s) reached 127.0.0.1:${listener.port}` })
    }
  } finally {
    await listener.close()
  }
  for (const [name, mode, html, kinds] of FAILING_PAGES) {
    const attempt = () => (mode === 'picture' ? renderer.render(html, OWNER) : renderer.renderDom(html, OWNER))
    results.push(await expectFailure(name, attempt, kinds, renderer))
  }
  return results
}
