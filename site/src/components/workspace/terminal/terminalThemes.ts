import type { ITheme } from '@xterm/xterm'
import type { Theme } from '../layout'
import { isLightTheme } from '../themes'

/**
 * The terminal's colours, dark and light after the workspace's theme (docs/workspace.md "Terminal pages"). Every
 * ANSI colour keeps 4.5:1 contrast on its background, "black" and "white" included, so the prompt's green and
 * blue and the refusals' red stay readable; xterm's minimumContrastRatio guards colours drawn on others.
 */
const DARK: ITheme = {
  background: '#1e1e1e',
  foreground: '#e6e6e6',
  cursor: '#f8f8f0',
  cursorAccent: '#1e1e1e',
  selectionBackground: '#264f78',
  selectionForeground: '#ffffff',
  black: '#8a8a8a',
  red: '#ff7b72',
  green: '#7ee787',
  yellow: '#e3c55b',
  blue: '#6cb6ff',
  magenta: '#d2a8ff',
  cyan: '#56d4dd',
  white: '#d0d0d0',
  brightBlack: '#a0a0a0',
  brightRed: '#ffa198',
  brightGreen: '#a6f0b0',
  brightYellow: '#f5dd8a',
  brightBlue: '#a5d6ff',
  brightMagenta: '#e2c5ff',
  brightCyan: '#a6f0f5',
  brightWhite: '#ffffff',
}

const LIGHT: ITheme = {
  background: '#ffffff',
  foreground: '#1f2328',
  cursor: '#1f2328',
  cursorAccent: '#ffffff',
  selectionBackground: '#b6d7ff',
  selectionForeground: '#1f2328',
  black: '#1f2328',
  red: '#c0262d',
  green: '#116329',
  yellow: '#7a4a00',
  blue: '#0550ae',
  magenta: '#8034c4',
  cyan: '#0e6b73',
  white: '#5c636b',
  brightBlack: '#57606a',
  brightRed: '#a40e26',
  brightGreen: '#1a7f37',
  brightYellow: '#633c01',
  brightBlue: '#0a4a9e',
  brightMagenta: '#6639ba',
  brightCyan: '#136061',
  brightWhite: '#444c56',
}

export const terminalThemeFor = (theme: Theme): ITheme => (isLightTheme(theme) ? LIGHT : DARK)

/** Phones (the workspace's up-to-567 px layout) get 13 px, so more columns fit at 390 px; larger screens 14 px, like the editor. */
export const terminalFontSize = (windowWidth: number) => (windowWidth <= 567 ? 13 : 14)
