import type { FILE_ICONS } from '@plugins/contract'

// Also loaded by Node through astro.config.mjs (site/integrations/pluginEditors.ts): type-only imports of
// aliases (erased before anything resolves them), relative imports with their extension.

/** The file tree's icon for an extension (plugins/contract.ts `FILE_ICONS`). */
export type FileIcon = (typeof FILE_ICONS)[number]

/** How the workspace shows files of one extension, as a plugin's manifest says (plugins/README.md "Editor"). */
export interface EditorEntry {
  /** Monaco's language id ("plaintext" for none). */
  monaco: string
  /** Prism's grammar for the quick code view; absent: plain text. */
  prism?: string
  icon: FileIcon
}

/** Extension (".rb") → how the workspace shows it, merged from every plugin's manifest. */
export type EditorMap = Readonly<Record<string, EditorEntry>>

/** A path's extension as manifests write it (".rb" for "lib/App.RB"); "" for a name without one or a dotfile. */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot).toLowerCase() : ''
}

/** How `path` is shown, or undefined when no plugin names its extension (plain text, the text icon). */
export const editorIn = (editors: EditorMap, path: string): EditorEntry | undefined => editors[extensionOf(path)]
