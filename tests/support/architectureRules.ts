import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { cycles, importGraph, importsOf, rootDir, sourceFiles, topFolder, type ImportEdge } from './importGraph'

/**
 * The shape of the house, as rules over the import graph (docs/architecture.md "How the shape is kept").
 * Each finding is one sentence naming the file, the import and the rule it breaks.
 */

/** What each top-level folder may import besides itself. Tests, bench and scripts stand above everything. */
const MAY_IMPORT: Record<string, string[]> = {
  domain: [],
  plugins: [],
  cms: ['domain', 'plugins'],
  judge: ['domain', 'plugins', 'cms'],
  content: ['domain', 'plugins', 'cms'],
  site: ['domain', 'plugins'],
  server: ['domain', 'plugins', 'cms', 'judge', 'content', 'site'],
  scripts: ['domain', 'plugins', 'cms', 'judge', 'content', 'site', 'server', 'tests'],
  deploy: ['domain'],
  tests: ['domain', 'plugins', 'cms', 'judge', 'content', 'site', 'server', 'deploy', '.'],
  bench: ['domain', 'plugins', 'cms', 'judge', 'content', 'site', 'server', 'tests'],
}

/** Imports that cross a floor on purpose, each with its reason. */
const ALLOWED: Array<{ from: RegExp; to: RegExp; typeOnly: boolean; why: string }> = [
  { from: /^domain\//, to: /^plugins\/contract\.ts$/, typeOnly: true, why: 'the socket protocol carries the plugin contract’s run output' },
  { from: /^site\//, to: /^cms\/payload-types\.ts$/, typeOnly: true, why: 'the CMS owns the data; its generated types describe what the site reads' },
]

/** Defining a learner call: the conventions' wrapper or a raw Payload endpoint object. */
const ENDPOINT_DEFINITION = /\blearnerEndpoint\s*\(|:\s*Endpoint\s*=|\bsatisfies\s+Endpoint\b|\bEndpoint\[\]\s*=/

const RULE_TEXT = {
  floor: (from: string, to: string) => `${from}/ may not import ${to}/`,
  domain: 'domain/ holds the shared words and imports nothing above it',
  site: 'the site reaches the CMS and the judge only through domain/ (the API and socket schemas), never their internals',
}

function floorFinding(edge: ImportEdge): string | null {
  const from = topFolder(edge.from)
  const to = topFolder(edge.to)
  if (from === to || from === '.') return null
  const allowed = MAY_IMPORT[from]
  if (!allowed) return `${edge.from} lives in an unknown top-level folder "${from}/": add it to MAY_IMPORT (tests/support/architectureRules.ts)`
  if (allowed.includes(to)) return null
  if (ALLOWED.some((rule) => rule.from.test(edge.from) && rule.to.test(edge.to) && (!rule.typeOnly || edge.typeOnly))) return null
  const why = from === 'domain' ? RULE_TEXT.domain : from === 'site' ? RULE_TEXT.site : RULE_TEXT.floor(from, to)
  return `${edge.from} imports ${edge.to} ('${edge.specifier}'): ${why}`
}

function cycleFindings(edges: ImportEdge[]): string[] {
  const between = edges.filter((edge) => topFolder(edge.from) !== topFolder(edge.to))
  return cycles(between.map((edge) => [topFolder(edge.from), topFolder(edge.to)])).map((group) => {
    const inside = between.filter((edge) => group.includes(topFolder(edge.from)) && group.includes(topFolder(edge.to)))
    // The imports that run uphill close the cycle; name those.
    const uphill = inside.filter((edge) => floorFinding(edge) !== null)
    const sample = (uphill.length ? uphill : inside).map((edge) => `${edge.from} → ${edge.to}`).slice(0, 6).join('; ')
    return `the folders ${group.join(', ')} import each other in a cycle (${sample})`
  })
}

function endpointFindings(root: string): string[] {
  return sourceFiles(root)
    .filter((file) => !file.startsWith('cms/api/') && !/^(tests|bench)\//.test(file))
    .filter((file) => ENDPOINT_DEFINITION.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .map((file) => `${file} defines a learner call: every learner call lives under cms/api/<area>/ and is mounted from its area's list`)
}

/**
 * Payload loads migrations with Node's own import(), which knows neither the path aliases nor extensionless
 * paths: what a migration runs must be reached through relative paths with their extension.
 */
function migrationFindings(root: string, edges: ImportEdge[]): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'cms/migrations'], { cwd: root, encoding: 'utf8' })
  const migrations = listed.split('\n').filter((file) => /\.ts$/.test(file))
  const findings: string[] = []
  const seen = new Set<string>()
  const queue = migrations.flatMap((file) => importsOf(file, root).flatMap(({ to, typeOnly }) => (to && !typeOnly ? [to] : [])))
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const edge of edges.filter((candidate) => candidate.from === file && !candidate.typeOnly)) {
      if (!edge.specifier.startsWith('.') || !/\.[a-z]+$/.test(edge.specifier))
        findings.push(`${file} imports '${edge.specifier}' and a migration runs it: Payload loads migrations with Node's import(), so use a relative path with its extension`)
      queue.push(edge.to)
    }
  }
  return findings
}

export function architectureFindings(root = rootDir): string[] {
  const edges = importGraph(root)
  return [
    ...edges.flatMap((edge) => floorFinding(edge) ?? []),
    ...cycleFindings(edges),
    ...endpointFindings(root),
    ...migrationFindings(root, edges),
  ]
}
