import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { rootDir } from '@domain/repoPaths'

/**
 * The site's colour tokens (site/src/styles/tokens.css, docs/site.md "Design system") keep WCAG contrast in
 * both themes: 4.5:1 for every text colour on the surfaces it is used on, 3:1 for form-field edges and the
 * focus ring. axe checks the pages one theme at a time; this checks every pairing of the palette in both.
 */
const css = fs.readFileSync(path.join(rootDir, 'site/src/styles/tokens.css'), 'utf8')

type Theme = 'light' | 'dark'
/** Every `--color-*` token given as light-dark(#light, #dark). */
function palette(): Record<Theme, Map<string, string>> {
  const out = { light: new Map<string, string>(), dark: new Map<string, string>() }
  for (const match of css.matchAll(/--color-([a-z0-9-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\);/gi)) {
    out.light.set(match[1]!, match[2]!)
    out.dark.set(match[1]!, match[3]!)
  }
  return out
}

const channel = (value: number) => {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!)
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

const surfaces = ['surface', 'surface-raised', 'surface-sunken', 'surface-hover']
/** [foreground, background, minimum ratio]: what the pages draw on what. */
const PAIRS: [string, string, number][] = [
  ...['text', 'text-strong', 'text-muted', 'accent', 'success', 'warning', 'danger'].flatMap((fg) => surfaces.map((bg): [string, string, number] => [fg, bg, 4.5])),
  ['accent-contrast', 'accent', 4.5],
  ['accent-contrast', 'accent-hover', 4.5],
  ['success-contrast', 'success', 4.5],
  ['warning-contrast', 'warning', 4.5],
  ['danger-contrast', 'danger', 4.5],
  ...['accent-soft-text', 'text', 'accent'].map((fg): [string, string, number] => [fg, 'accent-soft', 4.5]),
  ...['success-soft-text', 'text'].map((fg): [string, string, number] => [fg, 'success-soft', 4.5]),
  ...['warning-soft-text', 'text', 'accent'].map((fg): [string, string, number] => [fg, 'warning-soft', 4.5]),
  ...['danger-soft-text', 'text'].map((fg): [string, string, number] => [fg, 'danger-soft', 4.5]),
  ['premium-soft-text', 'premium-soft', 4.5],
  ['text-inverse', 'surface-inverse', 4.5],
  ['text-inverse-muted', 'surface-inverse', 4.5],
  ...['surface', 'surface-raised'].flatMap((bg): [string, string, number][] => [['border-strong', bg, 3], ['focus', bg, 3]]),
  ['heat-3', 'surface-raised', 3],
]

describe('the design tokens', () => {
  const colours = palette()

  it('give every colour role in both themes', () => {
    expect(colours.light.size).toBeGreaterThan(30)
    for (const name of new Set(PAIRS.flatMap(([fg, bg]) => [fg, bg]))) {
      expect(colours.light.get(name), name).toMatch(/^#/)
      expect(colours.dark.get(name), name).toMatch(/^#/)
    }
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`keep text and controls readable in the ${theme} theme`, () => {
      const failures = PAIRS.flatMap(([fg, bg, min]) => {
        const ratio = contrast(colours[theme].get(fg)!, colours[theme].get(bg)!)
        return ratio >= min ? [] : [`${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`]
      })
      expect(failures).toEqual([])
    })
  }
})
