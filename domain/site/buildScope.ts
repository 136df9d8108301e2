/**
 * What a partial site build renders (docs/site.md "Publishing"). A full build renders every page; a partial
 * one renders only the listed routes, each limited to the pages whose params match, and is then laid over a
 * copy of the live build. Shared by the server, which works out the scope of a change, and the site's
 * getStaticPaths, which honour it.
 */

/** A route is named by its page file under site/src/pages, without the extension: `[...lang]/faqs`. */
export interface ScopedRoute {
  route: string
  /** Only the pages whose params have one of these values (e.g. `{ lesson: ['html-css-study-1'] }`); none = all. */
  params?: Record<string, string[]>
}

export type BuildScope = { kind: 'full' } | { kind: 'partial'; routes: ScopedRoute[] }

export const FULL_BUILD: BuildScope = { kind: 'full' }

/** The environment variable that carries a partial scope to `astro build`; unset = full. */
export const BUILD_SCOPE_ENV = 'SITE_BUILD_SCOPE'

/** The union of two scopes: full wins; the same route with and without a param limit is the whole route. */
export function mergeScopes(a: BuildScope, b: BuildScope): BuildScope {
  if (a.kind === 'full' || b.kind === 'full') return FULL_BUILD
  const byRoute = new Map<string, ScopedRoute>()
  for (const entry of [...a.routes, ...b.routes]) {
    const seen = byRoute.get(entry.route)
    byRoute.set(entry.route, seen ? { route: entry.route, params: mergeParams(seen.params, entry.params) } : entry)
  }
  return { kind: 'partial', routes: [...byRoute.values()] }
}

function mergeParams(a?: Record<string, string[]>, b?: Record<string, string[]>) {
  if (!a || !b) return undefined
  // Two limits on different params cannot be expressed as one; the whole route is built instead.
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  if (keys.size !== 1) return undefined
  const [key] = keys
  return { [key]: [...new Set([...(a[key] ?? []), ...(b[key] ?? [])])] }
}

/** Whether a page with these params is inside the scope's entry for its route. */
export function paramsMatch(entry: ScopedRoute, params: Record<string, string | undefined>): boolean {
  if (!entry.params) return true
  return Object.entries(entry.params).every(([name, values]) => values.includes(params[name] ?? ''))
}

export function parseBuildScope(text: string | undefined): BuildScope {
  if (!text) return FULL_BUILD
  const scope = JSON.parse(text) as BuildScope
  if (scope.kind !== 'partial' || !Array.isArray(scope.routes)) throw new Error(`${BUILD_SCOPE_ENV} is not a build scope: ${text.slice(0, 200)}`)
  return scope
}

/**
 * Whether a built page's URL path (`/en/html/html-css-study-1/1/2`) belongs to the scope entry: its route's
 * segments matched one by one, `[...lang]` taking the locale prefix (none for the default locale), a `[param]`
 * one segment (one of the listed values when the entry limits it), a literal itself; `index` is the folder.
 */
export function entryMatchesPath(entry: ScopedRoute, urlPath: string, localePrefixes: readonly string[]): boolean {
  const route = entry.route.split('/').filter((segment) => segment && segment !== 'index')
  const path = urlPath.split('/').filter(Boolean)
  const withPrefix = route[0] === '[...lang]'
  const rest = withPrefix ? route.slice(1) : route
  const candidates = withPrefix ? [path, ...(localePrefixes.includes(path[0]) ? [path.slice(1)] : [])] : [path]
  return candidates.some((segments) => segments.length === rest.length && rest.every((part, i) => segmentMatches(entry, part, segments[i])))
}

function segmentMatches(entry: ScopedRoute, part: string, segment: string) {
  const param = /^\[(\w+)\]$/.exec(part)?.[1]
  if (!param) return part === segment
  const values = entry.params?.[param]
  return !values || values.includes(segment)
}
