import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

// Node loads this through astro.config.mjs before any alias exists: it imports nothing of the project.

/** The languages installed monaco-editor offers the workspace (docs/workspace.md "Editor"). */
export interface MonacoGrammars {
  /** Language id → the module registering its Monarch grammar (needs no language worker). */
  modules: Record<string, string>
  /** Languages Monaco has only as a language service, which needs its own worker (json): not loaded. */
  servicesOnly: Set<string>
}

/** Reads monaco-editor's language folders: languages/definitions/<folder>/register.js registers one or more ids. */
export function readMonacoGrammars(): MonacoGrammars {
  const require = createRequire(import.meta.url)
  const languagesDir = path.dirname(require.resolve('monaco-editor/languages/register.all'))
  const folders = (dir: string) => fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)
  const modules: Record<string, string> = {}
  for (const folder of folders(path.join(languagesDir, 'definitions'))) {
    const register = fs.readFileSync(path.join(languagesDir, 'definitions', folder, 'register.js'), 'utf8')
    for (const [, id] of register.matchAll(/\bid: "([^"]+)"/g)) modules[id] = `monaco-editor/languages/definitions/${folder}/register`
  }
  const servicesOnly = new Set(folders(path.join(languagesDir, 'features')).filter((name) => name !== 'common' && !(name in modules)))
  return { modules, servicesOnly }
}
