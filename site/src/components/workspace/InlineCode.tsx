/**
 * A judge or file-rule message with its `code` spans set as <code>. Messages come from lesson authors as
 * plain text with Markdown backticks; splitting on them (instead of rendering Markdown as HTML) keeps
 * anything else in the message inert.
 */
export function InlineCode({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}
    </>
  )
}
