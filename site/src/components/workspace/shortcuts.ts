/**
 * The workspace's keyboard shortcuts (docs/workspace.md "Keyboard and screen readers"): one table for the key
 * handler, the buttons' aria-keyshortcuts and the visible shortcut list.
 */
export type ShortcutAction = 'run' | 'submit' | 'format'

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
const mod = isMac() ? '⌘' : 'Ctrl'

export const SHORTCUTS: Record<ShortcutAction, { label: string; aria: string }> = {
  run: { label: `${mod}+Enter`, aria: 'Control+Enter Meta+Enter' },
  submit: { label: `${mod}+Shift+Enter`, aria: 'Control+Shift+Enter Meta+Shift+Enter' },
  format: { label: 'Shift+Alt+F', aria: 'Shift+Alt+F' },
}

/** The action a key press asks for, if any. Checked before Monaco sees the key (Ctrl+Enter is Monaco's too). */
export function shortcutFor(event: KeyboardEvent): ShortcutAction | null {
  const command = event.ctrlKey || event.metaKey
  if (event.key === 'Enter' && command && !event.altKey) return event.shiftKey ? 'submit' : 'run'
  if (event.code === 'KeyF' && event.shiftKey && event.altKey && !command) return 'format'
  return null
}
