import fs from 'node:fs'
import path from 'node:path'
import { rootDir } from '@domain/repoPaths'
import type { DiscoveredPlugin } from '../pluginHost/loader'

/** The in-sandbox entry and its folder: the only judge code that exists inside a sandbox. */
export const RUNNER_DIR = path.join(rootDir, 'judge', 'sandbox', 'inside')
export const RUNNER_ENTRY = path.join(RUNNER_DIR, 'runner.ts')

/**
 * Everything a plugin's sandbox may read (docs/judge-sandbox.md): the node binary, the runner, the plugin's own
 * folder, plugins/shared, the npm packages its manifest names with their dependencies, and the root
 * package.json (it marks .ts files as ES modules). Nothing else of the platform — no other source, no
 * node_modules beyond these packages, no data directory — is visible there.
 */
export function sandboxReadablePaths(plugin: DiscoveredPlugin): string[] {
  const pluginDir = path.dirname(plugin.runtimeModule)
  const paths = [
    fs.realpathSync(process.execPath),
    RUNNER_DIR,
    pluginDir,
    path.join(rootDir, 'plugins', 'shared'),
    path.join(rootDir, 'package.json'),
    ...packageClosure(plugin.manifest.packages, pluginDir),
  ]
  return [...new Set(paths.filter((p) => fs.existsSync(p)))]
}

/** The folders of the named packages and of every package they depend on (installed optional ones included). */
export function packageClosure(names: string[], fromDir: string): string[] {
  const found = new Set<string>()
  const visit = (name: string, from: string, optional: boolean) => {
    const dir = findPackage(name, from)
    if (!dir) {
      if (optional) return
      throw new Error(`the sandbox needs the npm package "${name}", which is not installed`)
    }
    if (found.has(dir)) return
    found.add(dir)
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, dir, false)
    for (const dep of Object.keys(manifest.optionalDependencies ?? {})) visit(dep, dir, true)
  }
  for (const name of names) visit(name, fromDir, false)
  return [...found]
}

/** Node's lookup: node_modules/<name> in the folder and each folder above it. */
function findPackage(name: string, from: string): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name)
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate)
    if (path.dirname(dir) === dir) return null
  }
}
