import http from 'node:http'
import type { Request, RequestHandler, Response } from 'express'
import { t, type MessageKey } from '@domain/i18n/messages'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@domain/i18n/locales'
import type { ServerPreviews } from '@judge/sandbox/serverPreviews'

/** What a previewed server may be sent and may answer through the proxy, and how long it may take. */
const MAX_REQUEST_BYTES = 1024 * 1024
const MAX_REWRITTEN_HTML_BYTES = 2 * 1024 * 1024
const MAX_RESPONSE_BYTES = 16 * 1024 * 1024
const ANSWER_MS = 10_000

/** Headers of the platform's that never reach a learner's server, and theirs that never reach the browser. */
const DROPPED_REQUEST_HEADERS = ['cookie', 'authorization', 'host', 'x-csrf-token', 'forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto']
const DROPPED_RESPONSE_HEADERS = ['set-cookie', 'content-security-policy', 'content-security-policy-report-only', 'strict-transport-security', 'x-frame-options', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'clear-site-data', 'service-worker-allowed']

/**
 * The learner's own page, wherever it is opened: an opaque origin (never the platform's, so its scripts cannot
 * use a visitor's session), framed only by the platform's workspace.
 */
const SANDBOX_POLICY = "sandbox allow-scripts allow-forms allow-modals; frame-ancestors 'self'"

/**
 * The workspace's preview of a learner's HTTP server (docs/judge-sandbox.md "Previewed servers"):
 * /servers/<token>/<port>/<path> is sent to that server through the Unix socket its program's launcher opened.
 * The token (unguessable, handed only to the owner's socket) is the capability: the preview frame is sandboxed,
 * so it carries no cookies. The platform's cookies and credentials are never forwarded, the server's cookies
 * never returned, and every answer is served sandboxed.
 */
export function serverPreviewProxy(previews: ServerPreviews | undefined): RequestHandler {
  return (req, res) => {
    const match = /^\/([A-Za-z0-9_-]{16,64})\/(\d{1,5})(\/.*)?$/.exec(req.url)
    if (!match) return refuse(req, res, 404, 'ws.server.notRunning')
    const [, token, portText, rest] = match
    const prefix = `${req.baseUrl}/${token}/${portText}`
    // Relative links in the server's pages resolve under the preview's address only with the trailing slash.
    if (!rest) return res.redirect(307, `${prefix}/`)
    const socketPath = previews?.socketFor(token, Number(portText))
    if (!socketPath) return refuse(req, res, 404, 'ws.server.notRunning')
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > MAX_REQUEST_BYTES) return refuse(req, res, 413, 'ws.server.tooLarge')

    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `localhost:${portText}`, 'accept-encoding': 'identity' }
    for (const name of DROPPED_REQUEST_HEADERS.filter((h) => h !== 'host')) delete headers[name]
    const upstream = http.request({ socketPath, method: req.method, path: rest, headers, timeout: ANSWER_MS }, (answer) => relay(answer, res, prefix))
    upstream.on('timeout', () => upstream.destroy(new Error('timeout')))
    upstream.on('error', (error) => {
      if (!res.headersSent) refuse(req, res, error.message === 'timeout' ? 504 : 502, error.message === 'timeout' ? 'ws.server.slow' : 'ws.server.noAnswer')
      else res.destroy()
    })
    let sent = 0
    req.on('data', (chunk: Buffer) => {
      sent += chunk.length
      if (sent > MAX_REQUEST_BYTES) {
        upstream.destroy()
        if (!res.headersSent) refuse(req, res, 413, 'ws.server.tooLarge')
      }
    })
    req.pipe(upstream)
  }
}

/** The server's answer to the browser: its headers cleaned, sandboxed, root-relative links kept in the preview. */
function relay(answer: http.IncomingMessage, res: Response, prefix: string) {
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && !DROPPED_RESPONSE_HEADERS.includes(name)) headers[name] = value
  }
  if (typeof headers.location === 'string') headers.location = underPrefix(headers.location, prefix)
  Object.assign(headers, { 'content-security-policy': SANDBOX_POLICY, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
  const isHtml = /^text\/html/i.test(String(answer.headers['content-type'] ?? '')) && !answer.headers['content-encoding']
  const chunks: Buffer[] = []
  let bytes = 0
  answer.on('data', (chunk: Buffer) => {
    bytes += chunk.length
    if (bytes > MAX_RESPONSE_BYTES) {
      answer.destroy()
      res.destroy()
      return
    }
    if (isHtml && bytes <= MAX_REWRITTEN_HTML_BYTES) chunks.push(chunk)
    else {
      if (!res.headersSent) res.writeHead(answer.statusCode ?? 502, headers)
      if (chunks.length) res.write(Buffer.concat(chunks.splice(0)))
      res.write(chunk)
    }
  })
  answer.on('end', () => {
    if (!res.headersSent) {
      const body = chunks.length ? Buffer.from(rewriteRootLinks(Buffer.concat(chunks).toString('utf8'), prefix)) : Buffer.alloc(0)
      res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': String(body.length) })
      return void res.end(body)
    }
    res.end()
  })
  answer.on('error', () => res.destroy())
}

/** `/about` becomes `<prefix>/about`; `//host`, `https://…` and relative links are left alone. */
const underPrefix = (url: string, prefix: string) => (url.startsWith('/') && !url.startsWith('//') ? `${prefix}${url}` : url)

/** Root-relative href, src and action attributes of an HTML page, kept under the preview's address. */
export const rewriteRootLinks = (html: string, prefix: string) =>
  html.replace(/\b(href|src|action)\s*=\s*(["'])\/(?!\/)/gi, (_all, attribute: string, quote: string) => `${attribute}=${quote}${prefix}/`)

/** A short page in the reader's language (the frame shows it where the learner's page would be). */
function refuse(req: Request, res: Response, status: number, key: MessageKey) {
  const locale = preferredLocale(req)
  const text = t(locale, key)
  res.status(status).set({ 'content-security-policy': SANDBOX_POLICY, 'cache-control': 'no-store' }).type('html')
  res.send(`<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>${text}</title><p style="font-family:sans-serif;padding:1rem">${text}</p></html>`)
}

const preferredLocale = (req: Request): Locale => (req.acceptsLanguages([...LOCALES]) || DEFAULT_LOCALE) as Locale
