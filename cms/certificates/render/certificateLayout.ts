import type { FontWeight } from './certificateFont'
import { shapeText, type TextRun } from './certificateText'
import type { CertificateWords } from './certificateTexts'

/** A colour as 0–255 channels; only the constants below, never input. */
export type Rgb = readonly [number, number, number]

/** A line of text, placed: each run starts at its x; y is the baseline, measured from the top. */
export interface PlacedText {
  runs: { run: TextRun; x: number }[]
  baseline: number
  size: number
  color: Rgb
}
export interface Frame {
  inset: number
  lineWidth: number
  color: Rgb
}
export interface Rule {
  x1: number
  x2: number
  y: number
  lineWidth: number
  color: Rgb
}

/**
 * Everything a certificate shows, in the units of its own size (PDF points for the A4 page, pixels for the Open
 * Graph card), origin top left. The PDF and the SVG draw the same layout (docs/certificates.md "Rendering").
 */
export interface CertificateLayout {
  width: number
  height: number
  background: Rgb
  frames: Frame[]
  rules: Rule[]
  texts: PlacedText[]
}

const INK: Rgb = [31, 41, 55]
const ACCENT: Rgb = [30, 58, 95]
const MUTED: Rgb = [88, 96, 108]
const GOLD: Rgb = [176, 141, 87]
const PAPER: Rgb = [255, 253, 247]

interface LineSpec {
  text: string
  weight: FontWeight
  /** The size the line gets when it fits; a longer line shrinks to `maxWidth`. */
  size: number
  baseline: number
  color: Rgb
  align?: 'center' | 'left' | 'right'
  /** The anchor: the centre, or the left or right edge. */
  x: number
  maxWidth: number
}

/** Lays out one line, shrinking it to its width: an 80-character name must fit on the line, however small. */
function place(spec: LineSpec): PlacedText | null {
  const shaped = shapeText(spec.text, spec.weight)
  if (shaped.runs.length === 0) return null
  const size = shaped.width > 0 ? Math.min(spec.size, spec.maxWidth / shaped.width) : spec.size
  const width = shaped.width * size
  let x = spec.align === 'left' ? spec.x : spec.align === 'right' ? spec.x - width : spec.x - width / 2
  const runs = shaped.runs.map((run) => {
    const placed = { run, x }
    x += run.width * size
    return placed
  })
  return { runs, baseline: spec.baseline, size, color: spec.color }
}

const placeAll = (specs: LineSpec[]) => specs.map(place).filter((line): line is PlacedText => line !== null)

/** A4 landscape in PDF points (297 × 210 mm). */
export const PAGE_SIZE = { width: 841.89, height: 595.28 } as const

export function pageLayout(words: CertificateWords): CertificateLayout {
  const { width, height } = PAGE_SIZE
  const cx = width / 2
  const body = { x: cx, maxWidth: 640 }
  return {
    width,
    height,
    background: PAPER,
    frames: [
      { inset: 20, lineWidth: 3, color: ACCENT },
      { inset: 28, lineWidth: 1, color: GOLD },
    ],
    rules: [
      { x1: cx - 270, x2: cx + 270, y: 280, lineWidth: 0.75, color: GOLD },
      { x1: 84, x2: width - 84, y: 462, lineWidth: 0.5, color: GOLD },
    ],
    texts: placeAll([
      { ...body, text: words.platform, weight: 'regular', size: 15, baseline: 92, color: ACCENT },
      { ...body, text: words.title, weight: 'bold', size: 38, baseline: 150, color: INK },
      { ...body, text: words.lead, weight: 'regular', size: 14, baseline: 202, color: MUTED },
      { ...body, text: words.name, weight: 'bold', size: 40, baseline: 262, color: INK },
      { ...body, text: words.completed, weight: 'regular', size: 14, baseline: 318, color: MUTED },
      { ...body, text: words.item, weight: 'bold', size: 26, baseline: 358, color: ACCENT },
      { ...body, text: words.closing, weight: 'regular', size: 14, baseline: 394, color: MUTED },
      { text: words.issued, weight: 'regular', size: 12, baseline: 490, color: INK, align: 'left', x: 84, maxWidth: 320 },
      { text: words.number, weight: 'regular', size: 12, baseline: 490, color: INK, align: 'right', x: width - 84, maxWidth: 320 },
      { ...body, text: words.verify, weight: 'regular', size: 9, baseline: 530, color: MUTED },
    ]),
  }
}

/** The Open Graph card (1200 × 630 px): the same words, fewer of them, larger. */
export const OG_SIZE = { width: 1200, height: 630 } as const

export function ogLayout(words: CertificateWords): CertificateLayout {
  const { width, height } = OG_SIZE
  const cx = width / 2
  const body = { x: cx, maxWidth: 1040 }
  return {
    width,
    height,
    background: PAPER,
    frames: [
      { inset: 14, lineWidth: 4, color: ACCENT },
      { inset: 24, lineWidth: 1.5, color: GOLD },
    ],
    rules: [{ x1: cx - 360, x2: cx + 360, y: 322, lineWidth: 1.5, color: GOLD }],
    texts: placeAll([
      { ...body, text: words.platform, weight: 'regular', size: 26, baseline: 92, color: ACCENT },
      { ...body, text: words.title, weight: 'bold', size: 46, baseline: 160, color: INK },
      { ...body, text: words.name, weight: 'bold', size: 80, baseline: 290, color: INK },
      { ...body, text: words.completed, weight: 'regular', size: 26, baseline: 388, color: MUTED },
      { ...body, text: words.item, weight: 'bold', size: 46, baseline: 458, color: ACCENT },
      { ...body, text: words.issued, weight: 'regular', size: 24, baseline: 548, color: MUTED },
    ]),
  }
}
