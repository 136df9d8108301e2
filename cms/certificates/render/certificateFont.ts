import fs from 'node:fs'
import path from 'node:path'
import * as fontkit from 'fontkit'
import { rootDir } from '@domain/repoPaths'

export type FontWeight = 'regular' | 'bold'

/** One font file of the chain, read and parsed on first use and kept for the life of the process. */
export interface CertificateFace {
  /** e.g. `jp-bold`: names the face in caches and in the PDF's subset tag. */
  id: string
  bytes: Uint8Array
  font: fontkit.Font
}

/**
 * The fonts come from npm packages (docs/certificates.md "Rendering"), so `npm install` is all a machine needs and
 * every machine draws the same outlines. Noto Sans JP comes first: Japanese names take Japanese glyph shapes and
 * its Latin; the others only fill what it lacks (Latin Extended, Greek and Cyrillic; simplified Chinese; Hangul).
 */
const CHAIN: readonly { key: string; package: string; family: string }[] = [
  { key: 'jp', package: '@expo-google-fonts/noto-sans-jp', family: 'NotoSansJP' },
  { key: 'latin', package: '@expo-google-fonts/noto-sans', family: 'NotoSans' },
  { key: 'sc', package: '@expo-google-fonts/noto-sans-sc', family: 'NotoSansSC' },
  { key: 'kr', package: '@expo-google-fonts/noto-sans-kr', family: 'NotoSansKR' },
]
const WEIGHT_FILES: Record<FontWeight, string> = { regular: '400Regular', bold: '700Bold' }

/**
 * A font file of an installed package, by path from the repository root: a require.resolve here would make the
 * CMS's bundler (Next) try to bundle every .ttf of the package (docs/certificates.md "Rendering").
 */
const fontFile = (pkg: string, file: string) => path.join(/* turbopackIgnore: true */ rootDir, 'node_modules', pkg, file)
const loaded = new Map<string, CertificateFace>()

function face(index: number, weight: FontWeight): CertificateFace {
  const entry = CHAIN[index]
  const id = `${entry.key}-${weight}`
  let found = loaded.get(id)
  if (!found) {
    const dir = WEIGHT_FILES[weight]
    const bytes = fs.readFileSync(fontFile(entry.package, `${dir}/${entry.family}_${dir}.ttf`))
    const font = fontkit.create(bytes)
    if (!('layout' in font)) throw new Error(`${entry.package}: expected one font, found a collection`)
    found = { id, bytes, font }
    loaded.set(id, found)
  }
  return found
}

/** The first face of the chain: what a character no face has is drawn with (as its .notdef box). */
export const primaryFace = (weight: FontWeight) => face(0, weight)

// Joiners and variation selectors only steer the glyph choice; a face need not map them itself.
const STEERING = /^[\u200c\u200d\ufe00-\ufe0f\u{e0100}-\u{e01ef}]$/u

/** The face that draws a grapheme: the first that has all its code points, the primary one if none has. */
export function faceFor(grapheme: string, weight: FontWeight): CertificateFace {
  const codePoints = [...grapheme].filter((c) => !STEERING.test(c)).map((c) => c.codePointAt(0)!)
  for (let index = 0; index < CHAIN.length; index++) {
    const candidate = face(index, weight)
    if (codePoints.every((c) => candidate.font.hasGlyphForCodePoint(c))) return candidate
  }
  return primaryFace(weight)
}

/** Characters of a text that no face draws (they print as a box): for a caller that wants to warn. */
export function unsupportedCharacters(text: string): string[] {
  const chars = [...new Set([...text].filter((c) => !STEERING.test(c) && !/\s/.test(c)))]
  return chars.filter((c) => !CHAIN.some((_, index) => face(index, 'regular').font.hasGlyphForCodePoint(c.codePointAt(0)!)))
}
