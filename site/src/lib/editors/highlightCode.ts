import Prism from 'prismjs'

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Code as highlighted HTML with a Prism grammar, for the quick code view and the code the server paints into
 * the page (docs/workspace.md "Editor"). Prism escapes the code it tokenizes; without a loaded grammar the code
 * is escaped plain text. The caller loads the grammars (prismLoadOrder.ts).
 */
export function highlightCode(code: string, grammar: string | undefined): string {
  const found = grammar ? Prism.languages[grammar] : undefined
  return found ? Prism.highlight(code, found, grammar!) : escape(code)
}
