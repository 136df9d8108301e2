import { BUILD_SCOPE_ENV, paramsMatch, parseBuildScope } from '@domain/site/buildScope'

const scope = parseBuildScope(process.env[BUILD_SCOPE_ENV])

interface StaticPath {
  params: Record<string, string | undefined>
}

/**
 * Every page file's getStaticPaths goes through this, named by its route (its path under site/src/pages
 * without the extension). In a full build it changes nothing; in a partial build (docs/site.md "Publishing")
 * a route outside the scope fetches nothing and renders no page, and a limited one renders only the pages
 * whose params match.
 */
export function inBuildScope<Path extends StaticPath>(route: string, paths: () => Path[] | Promise<Path[]>): () => Promise<Path[]> {
  return async () => {
    if (scope.kind === 'full') return paths()
    const entry = scope.routes.find((candidate) => candidate.route === route)
    if (!entry) return []
    return (await paths()).filter((path) => paramsMatch(entry, path.params))
  }
}
