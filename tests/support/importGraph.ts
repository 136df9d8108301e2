import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The repository's import graph, read from the source text (docs/architecture.md "How the shape is kept"):
 * every `import … from`, `export … from`, side-effect `import '…'`, `import('…')` and `require('…')` with a
 * literal path in the tracked .ts, .tsx, .astro, .mjs and .js files, resolved to a file through relative
 * paths and the tsconfig path aliases. Package imports (react, payload, …) are not edges.
 */
export interface ImportEdge {
  from: string
  to: string
  specifier: string
  typeOnly: boolean
}

export const rootDir = path.resolve(import.meta.dirname, '../..')
const SOURCE = /\.(ts|tsx|astro|mjs|js)$/
const SKIP = [/^cms\/migrations\//, /^cms\/payload-types\.ts$/, /^cms\/app\/\(payload\)\/admin\/importMap\.js$/, /^content\/courses\//, /\/node_modules\//]
const SPECIFIER = /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)|\brequire\(\s*['"]([^'"\n]+)['"]\s*\)/g
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.astro', '.json', '/index.ts', '/index.tsx']

/** The tracked source files (paths relative to the repository root, with forward slashes). */
export function sourceFiles(root = rootDir): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  return listed
    .split('\n')
    .filter((file) => SOURCE.test(file) && !SKIP.some((rule) => rule.test(file)) && fs.existsSync(path.join(root, file)))
}

/** The tsconfig `paths` aliases as prefix → folder, e.g. `@cms/` → `cms/`. */
export function aliases(root = rootDir): Array<[string, string]> {
  const config = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } }
  return Object.entries(config.compilerOptions.paths).map(([alias, [target]]) => [alias.replace(/\*$/, ''), target.replace(/^\.\//, '').replace(/\*$/, '')])
}

/** Removes comments so commented-out examples are not read as imports (strings keep their text). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\\])\/\/.*$/gm, '$1')

export function resolveSpecifier(from: string, specifier: string, root = rootDir, aliasList = aliases(root)): string | null {
  let base: string | null = null
  if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier)
  else {
    const alias = aliasList.find(([prefix]) => specifier === prefix.replace(/\/$/, '') || specifier.startsWith(prefix))
    if (alias) base = alias[1] + specifier.slice(alias[0].length)
  }
  if (base === null) return null
  for (const extension of EXTENSIONS) {
    const candidate = base + extension
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) return candidate
  }
  return null
}

/** Every import of `file` as written, with its resolution (null for packages and unresolved paths). */
export function importsOf(file: string, root = rootDir, aliasList = aliases(root)) {
  const text = withoutComments(fs.readFileSync(path.join(root, file), 'utf8'))
  const found: Array<{ specifier: string; typeOnly: boolean; to: string | null }> = []
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[3] ?? match[4] ?? match[5]
    found.push({ specifier, typeOnly: Boolean(match[2]), to: resolveSpecifier(file, specifier, root, aliasList) })
  }
  return found
}

export function importGraph(root = rootDir): ImportEdge[] {
  const aliasList = aliases(root)
  return sourceFiles(root).flatMap((from) =>
    importsOf(from, root, aliasList).flatMap(({ specifier, typeOnly, to }) => (to ? [{ from, to, specifier, typeOnly }] : [])),
  )
}

/** The top-level folder of a repository path (`cms/api/x.ts` → `cms`); files at the root count as `.`. */
export const topFolder = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '.')

/** Strongly connected groups of more than one node in a directed graph (Tarjan). */
export function cycles(edges: Array<[string, string]>): string[][] {
  const next = new Map<string, string[]>()
  for (const [a, b] of edges) if (a !== b) next.set(a, [...(next.get(a) ?? []), b])
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  let counter = 0
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      if (group.length > 1) groups.push(group.sort())
    }
  }
  for (const node of new Set(edges.flat())) if (!index.has(node)) visit(node)
  return groups
}
