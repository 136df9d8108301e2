import type * as Monaco from 'monaco-editor/editor'
import type { Theme } from './layout'

type Api = typeof Monaco

/** Line numbers with at least 4.5:1 contrast on the themes' backgrounds (Monaco's defaults fall short). */
const READABLE_LINE_NUMBERS = {
  dark: { 'editorLineNumber.foreground': '#a6a69e', 'editorLineNumber.activeForeground': '#f8f8f2' },
  light: { 'editorLineNumber.foreground': '#5f6368', 'editorLineNumber.activeForeground': '#000000' },
}

/**
 * The three editor themes (docs/workspace.md "Editor"), after the classic Ace palettes of the same names, nudged so
 * every token keeps 4.5:1 contrast (Monokai's pink is 3.9:1): the current line is outlined, not filled,
 * so tokens are always drawn on the theme's own background.
 */
export function defineThemes(monaco: Api) {
  monaco.editor.defineTheme('monokai', {
    base: 'vs-dark',
    inherit: true,
    rules: [
      { token: 'comment', foreground: 'a09c84', fontStyle: 'italic' },
      { token: 'string', foreground: 'e6db74' },
      { token: 'number', foreground: 'ae81ff' },
      { token: 'keyword', foreground: 'fa518e' },
      { token: 'tag', foreground: 'fa518e' },
      { token: 'delimiter', foreground: 'a0a0a0' },
      { token: 'attribute.name', foreground: 'a6e22e' },
      { token: 'attribute.value', foreground: 'e6db74' },
      { token: 'type', foreground: '66d9ef', fontStyle: 'italic' },
      { token: 'identifier', foreground: 'f8f8f2' },
    ],
    colors: { 'editor.background': '#272822', 'editor.foreground': '#f8f8f2', 'editor.lineHighlightBackground': '#00000000', 'editor.lineHighlightBorder': '#49483e', 'editorCursor.foreground': '#f8f8f0', 'editor.selectionBackground': '#49483e', ...READABLE_LINE_NUMBERS.dark },
  })
  monaco.editor.defineTheme(monacoTheme('vibrant_ink'), {
    base: 'vs-dark',
    inherit: true,
    rules: [
      { token: 'comment', foreground: 'b77fe0' },
      { token: 'string', foreground: '66ff00' },
      { token: 'number', foreground: '99cc99' },
      { token: 'keyword', foreground: 'ff6600' },
      { token: 'tag', foreground: 'ff6600' },
      { token: 'attribute.name', foreground: 'ffcc00' },
      { token: 'type', foreground: 'ffcc00' },
    ],
    colors: { 'editor.background': '#0f0f0f', 'editor.foreground': '#ffffff', 'editor.lineHighlightBackground': '#00000000', 'editor.lineHighlightBorder': '#333333', 'editor.selectionBackground': '#6699cc', ...READABLE_LINE_NUMBERS.dark },
  })
  monaco.editor.defineTheme('chrome', {
    base: 'vs',
    inherit: true,
    rules: [
      { token: 'comment', foreground: '236e24' },
      { token: 'string', foreground: '1a1aa6' },
      { token: 'number', foreground: '0000cd' },
      { token: 'keyword', foreground: '0000ff' },
      { token: 'tag', foreground: '881280' },
      { token: 'attribute.name', foreground: '994409' },
    ],
    colors: { 'editor.background': '#ffffff', 'editor.foreground': '#000000', 'editor.lineHighlightBackground': '#00000000', 'editor.lineHighlightBorder': '#e5e5e5', ...READABLE_LINE_NUMBERS.light },
  })
}

/** Monaco's name for a theme (Monaco allows only [a-z0-9-] in theme names). */
export const monacoTheme = (theme: Theme) => theme.replace(/_/g, '-')

/** Whether a theme is light (the panes around the editor follow it). */
export const isLightTheme = (theme: Theme) => theme === 'chrome'
