import type { CertificateLayout, PlacedText, Rgb } from './certificateLayout'

const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
const num = (value: number) => String(Math.round(value * 1000) / 1000)

/** One line as glyph outlines: fontkit's paths in font units, scaled to the size and flipped (fonts draw y up). */
function outline(text: PlacedText): string {
  const parts: string[] = []
  for (const { run, x } of text.runs) {
    const scale = text.size / run.face.font.unitsPerEm
    let pen = x
    for (const glyph of run.glyphs) {
      const d = glyph.path.transform(scale, 0, 0, -scale, pen, text.baseline).toSVG()
      if (d) parts.push(d)
      pen += glyph.advanceWidth * scale
    }
  }
  return parts.length ? `<path fill="${hex(text.color)}" d="${parts.join(' ')}"/>` : ''
}

/**
 * The layout as SVG for sharp to rasterize (docs/certificates.md "Rendering"). Every text is drawn as outlines, so
 * no system font is looked up and the picture is the same on any machine; and no text of the certificate, the
 * learner's name least of all, is ever written into the markup: it holds only numbers and the layout's colours.
 */
export function layoutToSvg(layout: CertificateLayout, pixelWidth: number, pixelHeight: number): string {
  const { width, height } = layout
  const frames = layout.frames.map(({ inset, lineWidth, color }) =>
    `<rect x="${num(inset)}" y="${num(inset)}" width="${num(width - 2 * inset)}" height="${num(height - 2 * inset)}" fill="none" stroke="${hex(color)}" stroke-width="${num(lineWidth)}"/>`,
  )
  const rules = layout.rules.map(({ x1, x2, y, lineWidth, color }) =>
    `<line x1="${num(x1)}" y1="${num(y)}" x2="${num(x2)}" y2="${num(y)}" stroke="${hex(color)}" stroke-width="${num(lineWidth)}"/>`,
  )
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${num(width)} ${num(height)}" preserveAspectRatio="none">`,
    `<rect width="100%" height="100%" fill="${hex(layout.background)}"/>`,
    ...frames,
    ...rules,
    ...layout.texts.map(outline),
    '</svg>',
  ].join('\n')
}
