/** `[text](address)` inside a block: a link, as staff make one in the editor. */
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g

/**
 * A Lexical rich-text value (the editor state Payload stores) from plain blocks: "## Heading" becomes an h2,
 * anything else a paragraph; `[text](/about/contact)` inside either becomes a link (a site page written without
 * its locale, as staff write it: docs/content.md "Links"). Used to seed documents and FAQs from files that
 * people write as plain text.
 */
export function lexicalFromBlocks(blocks: string[]) {
  const textNode = (text: string) => ({ type: 'text', text, version: 1, format: 0, mode: 'normal', style: '', detail: 0 })
  const base = { version: 1, direction: 'ltr' as const, format: '' as const, indent: 0 }
  const inline = (text: string) => {
    const nodes: object[] = []
    let from = 0
    for (const match of text.matchAll(LINK)) {
      if (match.index > from) nodes.push(textNode(text.slice(from, match.index)))
      nodes.push({ type: 'link', ...base, version: 3, fields: { linkType: 'custom', url: match[2], newTab: false }, children: [textNode(match[1])] })
      from = match.index + match[0].length
    }
    if (from < text.length) nodes.push(textNode(text.slice(from)))
    return nodes
  }
  return {
    root: {
      type: 'root',
      ...base,
      children: blocks.map((block) =>
        block.startsWith('## ')
          ? { type: 'heading', tag: 'h2', ...base, children: inline(block.slice(3)) }
          : { type: 'paragraph', textFormat: 0, ...base, children: inline(block) },
      ),
    },
  }
}
