// The virtual modules site/integrations/pluginEditors.ts generates from the plugins' manifests.

declare module 'virtual:plugin-editors' {
  import type { EditorMap } from '@site/lib/editors/editorEntry'
  /** Extension (".rb") → Monaco language, Prism grammar and file icon, merged from every plugin's `editor`. */
  export const EDITORS: EditorMap
  /** Plugin id (a page's judgeLanguage) → the plugin's `name`. */
  export const PLUGIN_NAMES: Readonly<Record<string, string>>
  /** The plugin ids whose pages are terminal pages (their manifest's `terminal`). */
  export const TERMINAL_PLUGINS: readonly string[]
}

/** Prism with its web grammars; the other grammars the map names load on first use, each after the ones it needs. */
declare module 'virtual:plugin-editors/prism' {
  export function loadPrismGrammar(name: string): Promise<void>
}

/** Registers the Monaco grammars the map names (import after monaco-editor/editor). */
declare module 'virtual:plugin-editors/monaco' {}
