/**
 * What a key press in the terminal does (docs/workspace.md "Terminal pages"): the spec's copy and paste keys,
 * and the way out for a keyboard, since the terminal takes Tab for the shell.
 */
export type TerminalKeyAction =
  /** Ctrl+Shift+C: the selection to the clipboard. */
  | 'copy'
  /** Ctrl+Shift+V: the clipboard's text as typed input. */
  | 'paste'
  /** Plain Ctrl+V: nothing reaches the shell, and the browser does not paste either. */
  | 'ignore'
  /** Tab (or Shift+Tab) right after Esc: the browser moves the focus out of the terminal. */
  | 'leave'
  /** Everything else is the terminal's (Ctrl+C is ^C, the shell's interrupt). */
  | 'terminal'

type Key = Pick<KeyboardEvent, 'type' | 'key' | 'code' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey'>

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock'])

/** The letter a key stands for: the layout's own Latin letter, else its place on the keyboard (non-Latin layouts). */
const letterOf = (event: Key) => (/^[a-z]$/i.test(event.key) ? event.key.toLowerCase() : /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : '')

/** The action for a key event of any type (keydown, keypress, keyup), given whether Esc was the key pressed before. */
export function terminalKeyAction(event: Key, afterEscape: boolean): TerminalKeyAction {
  const ctrlOnly = event.ctrlKey && !event.altKey && !event.metaKey
  const letter = letterOf(event)
  if (ctrlOnly && event.shiftKey && letter === 'c') return 'copy'
  if (ctrlOnly && event.shiftKey && letter === 'v') return 'paste'
  if (ctrlOnly && !event.shiftKey && letter === 'v') return 'ignore'
  if (afterEscape && event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey) return 'leave'
  return 'terminal'
}

/** Whether the next key counts as "after Esc": Esc arms it, a lone modifier (Shift for Shift+Tab) keeps it, any other key ends it. */
export function afterEscapeNext(event: Key, afterEscape: boolean): boolean {
  if (event.type !== 'keydown') return afterEscape
  if (event.key === 'Escape') return !event.ctrlKey && !event.altKey && !event.metaKey && !event.shiftKey
  return MODIFIERS.has(event.key) ? afterEscape : false
}
