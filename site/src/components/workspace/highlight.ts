import Prism from 'prismjs'
import 'prismjs/components/prism-markup'
import 'prismjs/components/prism-css'
import 'prismjs/components/prism-clike'
import 'prismjs/components/prism-javascript'
import 'prismjs/components/prism-scss'
import 'prismjs/components/prism-python'
import 'prismjs/components/prism-sql'

const GRAMMAR_BY_EXTENSION: Record<string, string> = {
  html: 'markup', htm: 'markup', css: 'css', scss: 'scss', sass: 'scss', js: 'javascript', mjs: 'javascript', py: 'python', sql: 'sql',
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * A file's code as highlighted HTML for the quick code view (docs/workspace.md "Editor"): Prism, a few KB, so
 * the learner's code is coloured long before Monaco has loaded. Prism escapes the code it tokenizes.
 */
export function highlight(path: string, code: string): string {
  const name = GRAMMAR_BY_EXTENSION[path.split('.').at(-1)?.toLowerCase() ?? '']
  const grammar = name ? Prism.languages[name] : undefined
  return grammar ? Prism.highlight(code, grammar, name!) : escape(code)
}
