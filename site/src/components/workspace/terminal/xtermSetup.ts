import { Terminal, type ITheme } from '@xterm/xterm'
import { FitAddon } from '@xterm/addon-fit'
import { WebLinksAddon } from '@xterm/addon-web-links'

export interface XtermOptions {
  fontSize: number
  theme: ITheme
  /** xterm's own texts in the learner's language: the input's label and the screen reader's "too much output". */
  strings: { promptLabel: string; tooMuchOutput: string }
}

/** Opens a link from the terminal in a new tab without giving it this page (no opener); only web addresses. */
function openLink(_event: MouseEvent, uri: string) {
  if (/^https?:\/\//i.test(uri)) window.open(uri, '_blank', 'noopener,noreferrer')
}

/**
 * The terminal pane's xterm.js, loaded only on terminal pages (loadXterm.ts): screen-reader mode on, addresses
 * clickable, and a fit addon that sizes it to its pane (docs/workspace.md "Terminal pages").
 */
export function createXterm({ fontSize, theme, strings }: XtermOptions) {
  // Read when the terminal makes its input element, so they are set first.
  Terminal.strings.promptLabel = strings.promptLabel
  Terminal.strings.tooMuchOutput = strings.tooMuchOutput
  const terminal = new Terminal({
    screenReaderMode: true,
    fontSize,
    fontFamily: "ui-monospace, 'Droid Sans Mono', 'Noto Sans Mono', 'Noto Sans JP', monospace",
    theme,
    minimumContrastRatio: 4.5,
    // A blinking cursor is motion the learner cannot stop.
    cursorBlink: false,
    scrollback: 2000,
    // Links the programs print as OSC 8 hyperlinks open the same way as plain addresses.
    linkHandler: { activate: openLink, allowNonHttpProtocols: false },
  })
  const fit = new FitAddon()
  terminal.loadAddon(fit)
  terminal.loadAddon(new WebLinksAddon(openLink))
  return { terminal, fit }
}
