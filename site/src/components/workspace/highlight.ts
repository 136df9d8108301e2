import { loadPrismGrammar } from 'virtual:plugin-editors/prism'
import { highlightCode } from '../../lib/editors/highlightCode'
import { editorOf } from './fileEditors'

/**
 * A file's code as highlighted HTML for the quick code view (docs/workspace.md "Editor"): Prism, a few KB, so
 * the learner's code is coloured long before Monaco has loaded. The grammars are the ones the plugins' manifests
 * name (site/integrations/pluginEditors.ts); one that has not loaded yet leaves the code uncoloured.
 */
export const highlight = (path: string, code: string): string => highlightCode(code, editorOf(path)?.prism)

/** Loads the file's grammar if Prism's main file lacks it (the web grammars are always there). */
export const loadHighlighting = (path: string): Promise<void> => {
  const grammar = editorOf(path)?.prism
  return grammar ? loadPrismGrammar(grammar) : Promise.resolve()
}
