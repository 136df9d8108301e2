import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { handleEndpoints } from 'payload'
import config from '@cms/payload.config'
import { CSRF_COOKIE, CSRF_HEADER } from '@cms/api/conventions/csrf'
import { learnerAlias } from '@server/learnerRouteAliases'

/**
 * Payload's REST API (with the platform's public aliases) on a real HTTP port, without Next: the same
 * handleEndpoints the Next route handlers call, on this worker's Payload and database.
 */
export interface ApiServer {
  url: string
  close(): Promise<void>
}

export async function startApiServer(): Promise<ApiServer> {
  const server = http.createServer(async (req, res) => {
    const incoming = new URL(req.url!, 'http://127.0.0.1')
    const target = learnerAlias(req.method!, incoming.pathname)
    const url = new URL((target ?? incoming.pathname) + incoming.search, `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
    const body = chunks.length ? Buffer.concat(chunks) : undefined
    const response = await handleEndpoints({ config, request: new Request(url, { method: req.method, headers, body }) })
    const out: Record<string, string | string[]> = {}
    response.headers.forEach((value, name) => name !== 'set-cookie' && (out[name] = value))
    if (response.headers.getSetCookie().length) out['set-cookie'] = response.headers.getSetCookie()
    res.writeHead(response.status, out)
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** A browser-like client: keeps cookies, and sends the CSRF header from its cookie unless told not to. */
export class ApiClient {
  readonly cookies = new Map<string, string>()
  constructor(private readonly base: string) {}

  async call(method: string, path: string, options: { json?: unknown; form?: FormData; csrf?: boolean; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...options.headers }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const token = this.cookies.get(CSRF_COOKIE)
    if (options.csrf !== false && token) headers[CSRF_HEADER] = token
    if (options.json !== undefined) headers['content-type'] = 'application/json'
    const body = options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json))
    const response = await fetch(`${this.base}${path}`, { method, headers, redirect: 'manual', body })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(/;\s*/)
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()))
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    // JSON answers parsed; anything else (a file, say) as its text.
    const text = await response.text()
    const json = response.headers.get('content-type')?.includes('json')
    return { status: response.status, headers: response.headers, body: text ? (json ? JSON.parse(text) : text) : null }
  }
}

/** A browser on the site: an ApiClient that already holds its CSRF cookie, as after its first page. */
export async function browserClient(base: string): Promise<ApiClient> {
  const client = new ApiClient(base)
  await client.call('GET', '/api/csrf_token')
  return client
}
