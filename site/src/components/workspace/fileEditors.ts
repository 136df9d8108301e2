import { EDITORS, PLUGIN_NAMES, TERMINAL_PLUGINS } from 'virtual:plugin-editors'
import { editorIn, type FileIcon } from '../../lib/editors/editorEntry'

/**
 * How the workspace shows a file, from the plugins' manifests (docs/workspace.md "Editor"): the site build merges
 * their `editor` fields into this map (site/integrations/pluginEditors.ts).
 */
export const editorOf = (path: string) => editorIn(EDITORS, path)

/** Monaco's language id for a workspace file ("plaintext" when no plugin names its extension). */
export const monacoLanguageOf = (path: string) => editorOf(path)?.monaco ?? 'plaintext'

/** The file tree's icon for a file. */
export const fileIconOf = (path: string): FileIcon => editorOf(path)?.icon ?? 'text'

/** The name of the plugin a page names in judgeLanguage, as learners see it (its manifest's `name`). */
export const pluginNameOf = (pluginId: string): string | undefined => PLUGIN_NAMES[pluginId]

/** Whether the page's plugin makes terminal pages (docs/workspace.md "Terminal pages"), known before the socket answers. */
export const isTerminalPlugin = (pluginId: string): boolean => TERMINAL_PLUGINS.includes(pluginId)
