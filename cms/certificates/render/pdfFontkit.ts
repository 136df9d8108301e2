import { Readable } from 'node:stream'
import * as fontkit from 'fontkit'
import type { PDFDocument } from 'pdf-lib'

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]

const parsed = new WeakMap<Uint8Array, fontkit.Font>()

/**
 * fontkit 2 for pdf-lib's font embedding, in place of @pdf-lib/fontkit: that fork (1.1.1, the last) writes broken
 * TrueType subsets (a short `loca` over odd-length glyph records), so some CJK glyphs print blank while the text
 * still extracts — see docs/certificates.md "Rendering". pdf-lib reads a subset as a stream; fontkit 2 encodes it
 * in one piece, so `encodeStream` is added. A font's bytes are parsed once per process, not once per PDF.
 */
export const pdfFontkit = {
  create(bytes: Uint8Array) {
    let font = parsed.get(bytes)
    if (!font) {
      const created = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
      if (!('createSubset' in created)) throw new Error('expected one font, found a collection')
      font = created
      const createSubset = font.createSubset.bind(font)
      font.createSubset = () => Object.assign(createSubset(), { encodeStream(this: fontkit.Subset) { return Readable.from([this.encode()]) } })
      parsed.set(bytes, font)
    }
    return font
  },
} as unknown as Fontkit
