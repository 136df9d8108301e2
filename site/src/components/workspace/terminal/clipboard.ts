/**
 * The clipboard for the terminal's copy and paste (docs/workspace.md "Terminal pages"). The asynchronous clipboard
 * needs a secure page and, for reading, the learner's permission; both helpers answer what happened instead of throwing.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return copyThroughSelection(text)
  }
}

/** The clipboard's text, or null when the browser does not let the page read it. */
export async function readClipboard(): Promise<string | null> {
  try {
    return await navigator.clipboard.readText()
  } catch {
    return null
  }
}

/** The older way, for pages the asynchronous clipboard refuses: copy the selection of a text field made for it. */
function copyThroughSelection(text: string): boolean {
  const focused = document.activeElement as HTMLElement | null
  const field = Object.assign(document.createElement('textarea'), { value: text, readOnly: true })
  field.setAttribute('aria-hidden', 'true')
  field.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none'
  document.body.append(field)
  field.select()
  let copied = false
  try {
    copied = document.execCommand('copy')
  } catch {
    copied = false
  }
  field.remove()
  focused?.focus()
  return copied
}
