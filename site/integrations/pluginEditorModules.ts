import { prismComponentOf, prismLoadOrder, prismModule, readPrismComponents } from '../src/lib/editors/prismLoadOrder.ts'
import type { PluginEditors } from '../src/lib/editors/readPluginEditors.ts'
import type { MonacoGrammars } from './monacoGrammars.ts'

// Node loads this through astro.config.mjs before any alias exists: relative imports only, with their extension.

/** Where a manifest's value lives, for messages: every plugin naming the extension. */
const field = (data: PluginEditors, extension: string, key: 'monaco' | 'prism') =>
  data.pluginsOf[extension].map((id) => `plugins/${id}/manifest.json → editor.${extension}.${key}`).join(' and ')

/** `virtual:plugin-editors`: the merged extension map, the plugins' names and the terminal plugins (docs/workspace.md "Editor"). */
export function mapModule(data: PluginEditors): string {
  return `export const EDITORS = ${JSON.stringify(data.editors)}\nexport const PLUGIN_NAMES = ${JSON.stringify(data.names)}\nexport const TERMINAL_PLUGINS = ${JSON.stringify(data.terminals)}\n`
}

/**
 * `virtual:plugin-editors/prism`: Prism's main file (with the web grammars) and `loadPrismGrammar(name)`, which
 * loads a grammar the map names, each component after the ones it needs, on first use: a page pays only for the
 * grammars of its own files (docs/workspace.md "Editor").
 */
export function prismModuleCode(data: PluginEditors): string {
  const components = readPrismComponents()
  const names = new Set<string>()
  for (const [extension, entry] of Object.entries(data.editors)) {
    if (!entry.prism) continue
    if (!prismComponentOf(entry.prism, components)) throw new Error(`${field(data, extension, 'prism')}: Prism has no grammar "${entry.prism}" (prismjs/components.json)`)
    names.add(entry.prism)
  }
  // Each grammar's components in load order, without those the main file holds; every component is one chunk.
  const orders = Object.fromEntries([...names].sort().map((name) => [name, prismLoadOrder([name], components).filter((id) => !PRISM_MAIN_BUNDLE.includes(id))]))
  const ids = [...new Set(Object.values(orders).flat())].sort()
  return [
    "import 'prismjs'",
    `const loaders = {\n${ids.map((id) => `  ${JSON.stringify(id)}: () => import('${prismModule(id)}'),`).join('\n')}\n}`,
    `const orders = ${JSON.stringify(orders)}`,
    'const loading = new Map()',
    'export function loadPrismGrammar(name) {',
    '  let found = loading.get(name)',
    '  if (!found) {',
    '    found = (orders[name] ?? []).reduce((previous, id) => previous.then(() => loaders[id]()), Promise.resolve())',
    // A chunk that could not be fetched (offline) is tried again with the next file of that language.
    '    found.catch(() => loading.delete(name))',
    '    loading.set(name, found)',
    '  }',
    '  return found',
    '}',
  ].join('\n') + '\n'
}

/** The components prismjs's main file already holds (its default build): never loaded again. */
const PRISM_MAIN_BUNDLE = ['markup', 'css', 'clike', 'javascript']

/**
 * `virtual:plugin-editors/monaco`: the Monarch grammar of every Monaco language the map names. A language Monaco
 * has only as a language service (its own worker, which the workspace does not build) is shown without colours,
 * with a warning; one Monaco does not have at all stops the build.
 */
export function monacoModuleCode(data: PluginEditors, grammars: MonacoGrammars, warn: (message: string) => void): string {
  const modules = new Set<string>()
  for (const [extension, { monaco }] of Object.entries(data.editors)) {
    if (monaco === 'plaintext') continue
    const module = grammars.modules[monaco]
    if (module) modules.add(module)
    else if (grammars.servicesOnly.has(monaco)) warn(`${field(data, extension, 'monaco')}: Monaco has "${monaco}" only as a language service with a worker of its own, which the workspace does not load: ${extension} files show without colours in the editor`)
    else throw new Error(`${field(data, extension, 'monaco')}: Monaco has no language "${monaco}" (monaco-editor/languages/definitions; "plaintext" for none)`)
  }
  return [...modules].sort().map((module) => `import '${module}'`).join('\n') + '\n'
}
