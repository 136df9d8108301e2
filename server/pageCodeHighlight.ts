import { createRequire } from 'node:module'
import { pluginsDir } from '@judge/pluginHost/loader'
import { editorIn } from '@site/lib/editors/editorEntry'
import { highlightCode } from '@site/lib/editors/highlightCode'
import { prismLoadOrder, prismModule } from '@site/lib/editors/prismLoadOrder'
import { readPluginEditors } from '@site/lib/editors/readPluginEditors'

/**
 * The quick code view's highlighting on the server (docs/workspace.md "Code in the page"): the same extension
 * map and Prism grammars the site build generates from the plugins' manifests (site/integrations/pluginEditors.ts),
 * loaded into this process's Prism once.
 */
export function pageCodeHighlighter(dir = pluginsDir): (path: string, code: string) => string {
  const { editors } = readPluginEditors(dir)
  const require = createRequire(import.meta.url)
  require('prismjs')
  const grammars = Object.values(editors).flatMap((entry) => (entry.prism ? [entry.prism] : []))
  for (const id of prismLoadOrder(grammars)) require(prismModule(id))
  return (path, code) => highlightCode(code, editorIn(editors, path)?.prism)
}
