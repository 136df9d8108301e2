/**
 * A Lexical rich-text value (the editor state Payload stores) from plain blocks: "## Heading" becomes an h2,
 * anything else a paragraph. Used to seed documents and FAQs from files that people write as plain text.
 */
export function lexicalFromBlocks(blocks: string[]) {
  const textNode = (text: string) => ({ type: 'text', text, version: 1, format: 0, mode: 'normal', style: '', detail: 0 })
  const base = { version: 1, direction: 'ltr' as const, format: '' as const, indent: 0 }
  return {
    root: {
      type: 'root',
      ...base,
      children: blocks.map((block) =>
        block.startsWith('## ')
          ? { type: 'heading', tag: 'h2', ...base, children: [textNode(block.slice(3))] }
          : { type: 'paragraph', textFormat: 0, ...base, children: [textNode(block)] },
      ),
    },
  }
}
