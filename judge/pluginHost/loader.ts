import fs from 'node:fs'
import path from 'node:path'
import { rootDir } from '@domain/repoPaths'
import { pluginManifest, type PluginManifest } from '@plugins/contract'

export interface DiscoveredPlugin {
  manifest: PluginManifest
  /** Absolute path of the runtime module the sandbox workers load. */
  runtimeModule: string
}

export const pluginsDir = path.join(rootDir, 'plugins')

/**
 * Finds every plugin folder under plugins/ (a folder with a manifest.json): adding a folder adds a language.
 * A broken manifest stops start-up with the folder and the field named.
 */
export function discoverPlugins(dir = pluginsDir): DiscoveredPlugin[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, 'manifest.json')))
    .map((e) => loadPlugin(path.join(dir, e.name)))
    .sort((a, b) => a.manifest.id.localeCompare(b.manifest.id))
}

export function loadPlugin(folder: string): DiscoveredPlugin {
  const file = path.join(folder, 'manifest.json')
  const parsed = pluginManifest.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${path.relative(rootDir, file)} → ${issue.path.join('.') || '(root)'}: ${issue.message}`)
  }
  if (parsed.data.id !== path.basename(folder)) {
    throw new Error(`${path.relative(rootDir, file)} → id: must equal the folder name "${path.basename(folder)}"`)
  }
  const runtimeModule = path.join(folder, 'runtime.ts')
  if (!fs.existsSync(runtimeModule)) throw new Error(`${path.relative(rootDir, folder)}: runtime.ts is missing`)
  return { manifest: parsed.data, runtimeModule }
}
