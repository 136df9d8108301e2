import type { Glyph } from 'fontkit'
import { faceFor, type CertificateFace, type FontWeight } from './certificateFont'

/** A stretch of a line drawn with one face: its glyphs as fontkit lays them out, the same in the PDF and the SVG. */
export interface TextRun {
  face: CertificateFace
  text: string
  glyphs: Glyph[]
  /** Advance of the run in em (1 = the font size). */
  width: number
}

export interface ShapedText {
  runs: TextRun[]
  /** Advance of the whole line in em. */
  width: number
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' })

/**
 * One line as printed: control and format characters go (a name is user input: a newline or a bidi override must
 * not move the layout), joiners and variation selectors stay, runs of spaces become one.
 */
export const printable = (text: string) =>
  text
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/(?![\u200c\u200d])\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * Splits a line into runs by the face each grapheme needs (docs/certificates.md "Rendering") and lays each run out.
 * Widths add the glyphs' advance widths, as pdf-lib positions them, so both renderers measure alike.
 */
export function shapeText(text: string, weight: FontWeight): ShapedText {
  const runs: TextRun[] = []
  let current: { face: CertificateFace; text: string } | null = null
  const close = () => {
    if (!current) return
    const { glyphs } = current.face.font.layout(current.text)
    const width = glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / current.face.font.unitsPerEm
    runs.push({ face: current.face, text: current.text, glyphs, width })
  }
  for (const { segment } of graphemes.segment(printable(text))) {
    // A space keeps the face of the run it is in, so a name in one script stays one run.
    const face: CertificateFace = segment === ' ' && current ? current.face : faceFor(segment, weight)
    if (current && current.face === face) current.text += segment
    else {
      close()
      current = { face, text: segment }
    }
  }
  close()
  return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) }
}
