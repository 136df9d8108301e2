import fs from 'node:fs'
import path from 'node:path'
import type { EditorEntry, EditorMap, FileIcon } from './editorEntry.ts'

// Node loads this through astro.config.mjs before any alias exists (site/integrations/pluginEditors.ts): plain
// fs and JSON, relative imports with their extension.

/** What the workspace needs of every plugin's manifest (plugins/README.md "Editor"). */
export interface PluginEditors {
  /** Extension → how the workspace shows it. */
  editors: EditorMap
  /** Extension → the plugins whose manifests name it (for messages about it). */
  pluginsOf: Readonly<Record<string, readonly string[]>>
  /** Plugin id → its `name`, as learners see it. */
  names: Readonly<Record<string, string>>
  /** The plugins whose pages are terminal pages (`terminal: true`): the workspace shows a terminal there. */
  terminals: readonly string[]
}

type Json = Record<string, unknown>

/** Every icon of the contract, so a manifest naming another one is refused here too (plugins/contract.ts). */
const ICONS: Record<FileIcon, true> = { code: true, markup: true, style: true, data: true, text: true }
const EXTENSION = /^\.[a-z0-9]+$/

/**
 * Reads `<pluginsDir>/<id>/manifest.json` of every plugin folder and merges their `editor` fields. Plugins may
 * name the same extension (.js, .css, .html) only with the same entry: two that disagree stop the build, named.
 */
export function readPluginEditors(pluginsDir: string): PluginEditors {
  const editors: Record<string, EditorEntry> = {}
  const pluginsOf: Record<string, string[]> = {}
  const names: Record<string, string> = {}
  const terminals: string[] = []
  for (const folder of pluginFolders(pluginsDir)) {
    const where = `${path.basename(pluginsDir)}/${folder}/manifest.json`
    const manifest = readJson(path.join(pluginsDir, folder, 'manifest.json'), where)
    const id = typeof manifest.id === 'string' ? manifest.id : folder
    names[id] = typeof manifest.name === 'string' && manifest.name ? manifest.name : id
    if (manifest.terminal === true) terminals.push(id)
    const editor = manifest.editor
    if (!isObject(editor)) throw new Error(`${where} → editor: must map file extensions to how the workspace shows them (plugins/README.md "Editor")`)
    for (const [extension, raw] of Object.entries(editor)) {
      if (!EXTENSION.test(extension)) throw new Error(`${where} → editor.${extension}: an extension is a dot and lower-case letters or digits, like ".rb"`)
      const entry = editorEntry(raw, `${where} → editor.${extension}`)
      const earlier = pluginsOf[extension]
      if (earlier && !sameEntry(editors[extension], entry)) {
        throw new Error(
          `plugins "${earlier[0]}" and "${id}" disagree on how the workspace shows ${extension} files ` +
            `(${earlier[0]}: ${describe(editors[extension])}; ${id}: ${describe(entry)}): give both manifests the same editor entry for ${extension}`,
        )
      }
      editors[extension] ??= entry
      pluginsOf[extension] = [...(earlier ?? []), id]
    }
  }
  return { editors, pluginsOf, names, terminals }
}

/** The plugin folders: sub-folders holding a manifest.json, by name. */
function pluginFolders(pluginsDir: string): string[] {
  return fs
    .readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(pluginsDir, entry.name, 'manifest.json')))
    .map((entry) => entry.name)
    .sort()
}

function readJson(file: string, where: string): Json {
  let parsed: unknown
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`)
  }
  if (!isObject(parsed)) throw new Error(`${where}: must be a JSON object`)
  return parsed
}

function editorEntry(raw: unknown, where: string): EditorEntry {
  if (!isObject(raw)) throw new Error(`${where}: must be { "monaco": …, "prism"?: …, "icon"?: … }`)
  const { monaco, prism, icon = 'code' } = raw
  if (typeof monaco !== 'string' || !monaco) throw new Error(`${where}.monaco: must name Monaco's language ("plaintext" for none)`)
  if (prism !== undefined && typeof prism !== 'string') throw new Error(`${where}.prism: must name a Prism grammar, or be left out`)
  if (typeof icon !== 'string' || !(icon in ICONS)) throw new Error(`${where}.icon: must be one of ${Object.keys(ICONS).join(', ')}`)
  return prism === undefined ? { monaco, icon: icon as FileIcon } : { monaco, prism, icon: icon as FileIcon }
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const sameEntry = (a: EditorEntry, b: EditorEntry) => a.monaco === b.monaco && a.prism === b.prism && a.icon === b.icon
const describe = (e: EditorEntry) => `monaco "${e.monaco}", prism ${e.prism ? `"${e.prism}"` : 'none'}, icon "${e.icon}"`
