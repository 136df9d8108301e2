import type { Endpoint, Payload } from 'payload'
import { expect } from 'vitest'
import { ApiClient } from './apiServer'

/**
 * The trust-boundary walk (docs/access-rules.md): every route Payload mounts for a collection or global,
 * tried over HTTP by each kind of caller, each probe telling whether the caller got what the route gives
 * (a read that shows the target document, a write whose change is stored), not only a 2xx.
 */
export const ROLES = ['anonymous', 'free', 'plus', 'staff'] as const
export type Role = (typeof ROLES)[number]
export type Id = number | string

/** "METHOD /path" of a route, relative to its collection or global. */
export const routeKey = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method.toUpperCase()} ${endpoint.path}`

/**
 * The routes that answer for a collection, global or the API root, in Payload's order: the first route whose
 * method and path match answers, so an earlier route (a learner call, say) shadows a later one it matches.
 */
export function mountedRoutes(endpoints: Endpoint[] | false | undefined): { key: string; learnerCall: boolean }[] {
  const answering: Endpoint[] = []
  for (const endpoint of endpoints || []) {
    const example = endpoint.path.replace(/\/:[^/]+\?/g, '/x').replace(/:[^/]+/g, 'x')
    if (!answering.some((earlier) => earlier.method === endpoint.method && pathPattern(earlier.path).test(example))) answering.push(endpoint)
  }
  return answering.map((endpoint) => ({ key: routeKey(endpoint), learnerCall: Boolean(endpoint.custom?.learnerCall) }))
}

/** A route path ("/:id", "/access/:id?") as a regular expression over request paths. */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/\/:[^/]+\?/g, '(?:/[^/]+)?').replace(/:[^/]+/g, '[^/]+')}$`)

/** What the walk needs to know of one collection: how to make its documents and what each caller may do. */
export interface CollectionRow {
  /** A fresh document the probes aim at (made with overrideAccess); the row says whose it is. */
  sample(): Promise<{ id: Id; filename?: string | null }>
  /** A valid body for Payload's create: JSON, or a form for upload collections. */
  create(): Promise<Record<string, unknown> | FormData>
  /** Top-level fields a valid update sets, new values each time; an update got through when the stored document has them. */
  update(): Record<string, unknown> | Promise<Record<string, unknown>>
  /** Who may use each route Payload mounts (every route must be named; [] is nobody). */
  allowed: Record<string, readonly Role[]>
  /** Custom routes that are not learner calls, each with what it is for. */
  otherRoutes?: Record<string, string>
}

export interface GlobalRow {
  /** A valid draft update, new values each time; it got through when the stored draft has these fields. */
  update(): Record<string, unknown>
  allowed: Record<string, readonly Role[]>
}

export class RouteWalk {
  private readSamples = new Map<string, Promise<{ id: Id; filename?: string | null }>>()
  private writeSamples = new Map<string, Promise<{ id: Id; filename?: string | null }>>()

  constructor(
    private readonly payload: Payload,
    /** The signed-in browser of each role. */
    private readonly client: (role: Role) => ApiClient,
    private readonly authProbes: Record<string, (role: Role) => Promise<boolean>>,
  ) {}

  /** Who got through each of the collection's routes named in `keys`. */
  collection(slug: string, row: CollectionRow, keys: string[]) {
    return this.whoGetsThrough(keys, (key, role) => this.probeCollection(slug, row, key, role))
  }

  global(slug: string, row: GlobalRow, keys: string[]) {
    return this.whoGetsThrough(keys, (key, role) => this.probeGlobal(slug, row, key, role))
  }

  /** For each route, the roles its probe says got through, tried one after another (SQLite has one writer). */
  async whoGetsThrough(keys: string[], probe: (key: string, role: Role) => Promise<boolean>): Promise<Record<string, Role[]>> {
    const result: Record<string, Role[]> = {}
    for (const key of keys) {
      result[key] = []
      for (const role of ROLES) if (await probe(key, role)) result[key].push(role)
    }
    return result
  }

  /** One request as `role`; a 5xx fails the walk at once (a route must refuse, not crash). */
  async call(role: Role, method: string, path: string, options: Parameters<ApiClient['call']>[2] = {}, client = this.client(role)) {
    const answer = await client.call(method, path, options)
    expect(answer.status, `${method} ${path} as ${role}: ${JSON.stringify(answer.body)}`).toBeLessThan(500)
    return answer
  }

  private readSample(slug: string, row: CollectionRow) {
    if (!this.readSamples.has(slug)) this.readSamples.set(slug, row.sample())
    return this.readSamples.get(slug)!
  }

  /** The document writes aim at: kept until a delete takes it (updates only change fields). */
  private writeSample(slug: string, row: CollectionRow) {
    if (!this.writeSamples.has(slug)) this.writeSamples.set(slug, row.sample())
    return this.writeSamples.get(slug)!
  }

  private async exists(slug: string, id: Id) {
    const { totalDocs } = await this.payload.count({ collection: slug as 'users', where: { id: { equals: id } } })
    return totalDocs === 1
  }

  private async stored(slug: string, id: Id, fields: Record<string, unknown>) {
    const doc = (await this.payload.findByID({ collection: slug as 'users', id, depth: 0, disableErrors: true, showHiddenFields: true })) as Record<string, unknown> | null
    return Boolean(doc) && Object.entries(fields).every(([name, value]) => JSON.stringify(doc![name]) === JSON.stringify(value))
  }

  private async gone(slug: string, sample: { id: Id }) {
    if (await this.exists(slug, sample.id)) return false
    this.writeSamples.delete(slug)
    return true
  }

  private async probeCollection(slug: string, row: CollectionRow, key: string, role: Role): Promise<boolean> {
    const api = `/api/${slug}`
    const byId = (id: Id) => `where[id][equals]=${encodeURIComponent(String(id))}`
    const update = key.startsWith('PATCH') ? await row.update() : {}
    switch (key) {
      case 'GET /': {
        const { id } = await this.readSample(slug, row)
        const { status, body } = await this.call(role, 'GET', `${api}?${byId(id)}&depth=0`)
        return status === 200 && body.docs.some((doc: { id: Id }) => String(doc.id) === String(id))
      }
      case 'GET /:id': {
        const { id } = await this.readSample(slug, row)
        const { status, body } = await this.call(role, 'GET', `${api}/${id}?depth=0`)
        return status === 200 && String(body.id) === String(id)
      }
      case 'GET /count': {
        const { id } = await this.readSample(slug, row)
        const { status, body } = await this.call(role, 'GET', `${api}/count?${byId(id)}`)
        return status === 200 && body.totalDocs === 1
      }
      case 'POST /access/:id?': {
        const { id } = await this.readSample(slug, row)
        return (await this.call(role, 'POST', `${api}/access/${id}`)).status === 200
      }
      case 'POST /': {
        const data = await row.create()
        const { status, body } = await this.call(role, 'POST', api, data instanceof FormData ? { form: data } : { json: data })
        return status === 201 && Boolean(body.doc?.id) && (await this.exists(slug, body.doc.id))
      }
      case 'POST /:id/duplicate': {
        const { id } = await this.writeSample(slug, row)
        const { status, body } = await this.call(role, 'POST', `${api}/${id}/duplicate`)
        return status < 300 && Boolean(body.doc?.id) && String(body.doc.id) !== String(id) && (await this.exists(slug, body.doc.id))
      }
      case 'PATCH /:id': {
        const { id } = await this.writeSample(slug, row)
        const { status } = await this.call(role, 'PATCH', `${api}/${id}`, { json: update })
        return status === 200 && (await this.stored(slug, id, update))
      }
      case 'PATCH /': {
        const { id } = await this.writeSample(slug, row)
        const { status } = await this.call(role, 'PATCH', `${api}?${byId(id)}`, { json: update })
        return status === 200 && (await this.stored(slug, id, update))
      }
      case 'DELETE /:id': {
        const sample = await this.writeSample(slug, row)
        await this.call(role, 'DELETE', `${api}/${sample.id}`)
        return this.gone(slug, sample)
      }
      case 'DELETE /': {
        const sample = await this.writeSample(slug, row)
        await this.call(role, 'DELETE', `${api}?${byId(sample.id)}`)
        return this.gone(slug, sample)
      }
      case 'GET /versions': {
        const { id } = await this.readSample(slug, row)
        const { status, body } = await this.call(role, 'GET', `${api}/versions?where[parent][equals]=${id}&depth=0`)
        return status === 200 && body.docs.length > 0
      }
      case 'GET /versions/:id':
      case 'POST /versions/:id': {
        const version = await this.versionOf(slug, await this.readSample(slug, row))
        const { status, body } = await this.call(role, key.slice(0, key.indexOf(' ')), `${api}/versions/${version}?depth=0`)
        return status === 200 && Boolean(body.id ?? body.doc?.id)
      }
      case 'GET /file/:filename': {
        const { filename } = await this.readSample(slug, row)
        return (await this.call(role, 'GET', `${api}/file/${encodeURIComponent(String(filename))}`)).status === 200
      }
      case 'GET /paste-url/:id?': {
        const { status } = await this.call(role, 'GET', `${api}/paste-url?src=${encodeURIComponent('http://127.0.0.1:9/x.png')}`)
        return status < 300
      }
      default: {
        const probe = this.authProbes[`${slug} ${key}`]
        if (!probe) throw new Error(`No probe for ${slug} ${key}: teach the walk (tests/support/routeWalk.ts) what this route gives`)
        return probe(role)
      }
    }
  }

  /** The newest version of a document, or an id no version has (a collection without versions). */
  private async versionOf(slug: string, sample: { id: Id }): Promise<Id> {
    const config = this.payload.collections[slug as 'users'].config
    if (!config.versions) return 999_999_999
    const { docs } = await this.payload.findVersions({ collection: slug as 'news_posts', where: { parent: { equals: sample.id } }, sort: '-updatedAt', limit: 1, depth: 0 })
    return docs[0].id
  }

  private async probeGlobal(slug: string, row: GlobalRow, key: string, role: Role): Promise<boolean> {
    const api = `/api/globals/${slug}`
    switch (key) {
      case 'GET /':
        return (await this.call(role, 'GET', `${api}?depth=0`)).status === 200
      case 'POST /access':
        return (await this.call(role, 'POST', `${api}/access`)).status === 200
      case 'POST /': {
        const update = row.update()
        const { status } = await this.call(role, 'POST', `${api}?draft=true`, { json: { ...update, _status: 'draft' } })
        const draft = (await this.payload.findGlobal({ slug: slug as 'landing', draft: true, depth: 0 })) as unknown as Record<string, unknown>
        return status === 200 && Object.entries(update).every(([name, value]) => JSON.stringify(draft[name]) === JSON.stringify(value))
      }
      case 'GET /versions': {
        const { status, body } = await this.call(role, 'GET', `${api}/versions?depth=0`)
        return status === 200 && body.docs.length > 0
      }
      case 'GET /versions/:id':
      case 'POST /versions/:id': {
        const { docs } = await this.payload.findGlobalVersions({ slug: slug as 'landing', sort: '-updatedAt', limit: 1, depth: 0 })
        const { status, body } = await this.call(role, key.slice(0, key.indexOf(' ')), `${api}/versions/${docs[0].id}?depth=0`)
        return status === 200 && Boolean(body.id ?? body.doc?.id ?? body.globalType)
      }
      default:
        throw new Error(`No probe for global ${slug} ${key}: teach the walk (tests/support/routeWalk.ts) what this route gives`)
    }
  }
}
