import fs from 'node:fs'
import { createRequire } from 'node:module'

// Node loads this through astro.config.mjs before any alias exists (site/integrations/pluginEditors.ts).

type Names = string | string[] | undefined

/** One language of prismjs/components.json: what it needs loaded before it. */
interface PrismComponent {
  alias?: Names
  /** Loaded with it, before it. */
  require?: Names
  /** Used when present: loaded before it if loaded at all. */
  optional?: Names
  /** Extended by it when present: loaded before it if loaded at all. */
  modify?: Names
}

/** prismjs/components.json, the dependency data Prism ships with its grammars. */
export interface PrismComponents {
  languages: Record<string, PrismComponent>
}

/** prismjs/components.json as installed. */
export function readPrismComponents(): PrismComponents {
  const require = createRequire(import.meta.url)
  return JSON.parse(fs.readFileSync(require.resolve('prismjs/components.json'), 'utf8')) as PrismComponents
}

/** The module of a Prism component (components.json `meta.path`). */
export const prismModule = (id: string) => `prismjs/components/prism-${id}.js`

const list = (names: Names): string[] => (names === undefined ? [] : Array.isArray(names) ? names : [names])

/** The component a grammar name belongs to (its id or one of its aliases), or undefined when Prism has none. */
export function prismComponentOf(name: string, components: PrismComponents): string | undefined {
  const { meta: _meta, ...languages } = components.languages
  if (name in languages) return name
  return Object.keys(languages).find((id) => list(languages[id].alias).includes(name))
}

/**
 * The components that give these grammar names, each after every component it requires, and after those it
 * uses or extends when they are loaded too (markup before css, clike before ruby, markup-templating before php).
 * An unknown name throws.
 */
export function prismLoadOrder(names: Iterable<string>, components: PrismComponents = readPrismComponents()): string[] {
  const { languages } = components
  const needed = new Set<string>()
  const need = (id: string) => {
    if (needed.has(id)) return
    needed.add(id)
    list(languages[id]?.require).forEach(need)
  }
  for (const name of names) {
    const id = prismComponentOf(name, components)
    if (!id) throw new Error(`Prism has no grammar "${name}" (prismjs/components.json)`)
    need(id)
  }
  const ordered: string[] = []
  const placed = new Set<string>()
  const place = (id: string) => {
    if (placed.has(id)) return
    placed.add(id)
    const entry = languages[id]
    for (const before of [...list(entry.require), ...list(entry.optional), ...list(entry.modify)]) if (needed.has(before)) place(before)
    ordered.push(id)
  }
  ;[...needed].sort().forEach(place)
  return ordered
}
