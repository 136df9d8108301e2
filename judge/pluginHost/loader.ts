import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { addMessages } from '@domain/i18n/messages'
import { localizedOf } from '@domain/i18n/schemas'
import { rootDir } from '@domain/repoPaths'
import { pluginManifest, type PluginManifest } from '@plugins/contract'
import { FORMATTABLE_EXTENSIONS } from '../format/formatService'

export interface DiscoveredPlugin {
  manifest: PluginManifest
  /** Absolute path of the runtime module: runtime.ts (loaded in the sandboxed processes) or native.ts (in the judge). */
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
  const manifest = readPluginFile(file, pluginManifest)
  if (manifest.id !== path.basename(folder)) {
    throw new Error(`${path.relative(rootDir, file)} → id: must equal the folder name "${path.basename(folder)}"`)
  }
  const unknown = manifest.formatting.filter((ext) => !(FORMATTABLE_EXTENSIONS as readonly string[]).includes(ext))
  if (unknown.length) {
    throw new Error(`${path.relative(rootDir, file)} → formatting: the host cannot format ${unknown.join(', ')} (it formats ${FORMATTABLE_EXTENSIONS.join(', ')})`)
  }
  if (manifest.terminal && manifest.runtime !== 'native') {
    throw new Error(`${path.relative(rootDir, file)} → terminal: a terminal plugin has a native runtime (its native.ts holds \`terminal\`)`)
  }
  const module = manifest.runtime === 'native' ? 'native.ts' : 'runtime.ts'
  const runtimeModule = path.join(folder, module)
  if (!fs.existsSync(runtimeModule)) throw new Error(`${path.relative(rootDir, folder)}: ${module} is missing (runtime "${manifest.runtime}")`)
  loadPluginMessages(folder, manifest.id)
  return { manifest, runtimeModule }
}

/** A plugin's JSON file checked against its schema; a broken one stops start-up with the file and the field named. */
function readPluginFile<T>(file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new Error(`${path.relative(rootDir, file)} → ${issue.path.join('.') || '(root)'}: ${issue.message}`)
}

/** A plugin's own texts: `{ ja: {…}, en: {…}, id?: {…} }`, keys under `plugin.<id>.` (docs/messages.md "Plugin messages"). */
const pluginMessages = localizedOf(z.record(z.string(), z.string())).strict()

/** Merges the folder's messages.json, if it has one, into the message catalog; a broken file stops start-up. */
function loadPluginMessages(folder: string, id: string) {
  const file = path.join(folder, 'messages.json')
  if (!fs.existsSync(file)) return
  const messages = readPluginFile(file, pluginMessages)
  try {
    addMessages(id, messages)
  } catch (error) {
    throw new Error(`${path.relative(rootDir, folder)}/${(error as Error).message}`)
  }
}
