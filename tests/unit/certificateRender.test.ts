import * as fontkit from 'fontkit'
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderCertificateOgImage, renderCertificatePdf, renderCertificatePng, unsupportedCharacters, type CertificateInput } from '@cms/certificates/render'
import { primaryFace } from '@cms/certificates/render/certificateFont'
import { PAGE_SIZE, pageLayout } from '@cms/certificates/render/certificateLayout'
import { layoutToSvg } from '@cms/certificates/render/certificateSvg'
import { certificateWords } from '@cms/certificates/render/certificateTexts'
import { pageText, textItems } from '../support/pdfText'

// Real renders, read back with real readers: pdf.js for the text layer, pdf-lib for the font objects, sharp for pixels.
const japanese: CertificateInput = {
  name: '山田 花子',
  itemType: 'path',
  itemTitle: 'Webプログラミング入門',
  // 20:00 UTC is the next day in Japan, where the platform dates everything.
  issuedAt: new Date('2025-03-14T20:00:00Z'),
  locale: 'ja',
  verifyUrl: 'https://open-learn.example/certificates/7KQ2-M9XP-4HTR',
  certificateNumber: '7KQ2-M9XP-4HTR',
  platformName: 'Open Learn',
}
const latin: CertificateInput = { ...japanese, name: 'Sofia Griffin', locale: 'en', itemTitle: 'Introduction to Web Programming' }
const INJECTION = '</text><image href="file:///etc/passwd"/>'
const LONG_KANJI = '寿限無'.repeat(27).slice(0, 80)
const LONG_LATIN = 'Maximilian Alexander Friedrich Wilhelm von Hohenzollern-Sigmaringen Bartholomew'.padEnd(80, 'x')


/** Each embedded font: its name, and the font program as fontkit reads it back. */
async function embeddedFonts(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false })
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'))
    .map((descriptor) => {
      const file = doc.context.lookup(descriptor.get(PDFName.of('FontFile2')) as PDFRef | undefined)
      const program = file instanceof PDFRawStream ? decodePDFRawStream(file).decode() : null
      const font = program ? fontkit.create(Buffer.from(program)) : null
      return { name: (descriptor.get(PDFName.of('FontName')) as PDFName).decodeText(), font: font && 'getGlyph' in font ? font : null }
    })
}

const outlineOf = (glyph: fontkit.Glyph) => glyph.path.toSVG()

async function pixels(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  return sharp(png).extract(region).greyscale().raw().toBuffer()
}
const inkIn = (grey: Buffer) => grey.filter((value) => value < 128).length
// The band the name is drawn in on the PNG page (baseline at 262 pt of 595.28).
const NAME_BAND = { left: 200, top: 520, width: 1600, height: 140 }
const OG_NAME_BAND = { left: 60, top: 200, width: 1080, height: 110 }

describe('the certificate PDF', { timeout: 30_000 }, () => {
  it('has the Japanese name, the item and the date in its text layer', async () => {
    const text = await pageText(await renderCertificatePdf(japanese))
    expect(text).toContain('山田 花子')
    expect(text).toContain('Webプログラミング入門')
    expect(text).toContain('修了証')
    expect(text).toContain('2025年3月15日')
    expect(text).toContain('7KQ2-M9XP-4HTR')
  })

  it('has a Latin name in its text layer, ligatures mapped back to their letters', async () => {
    const text = await pageText(await renderCertificatePdf(latin))
    expect(text).toContain('Sofia Griffin')
    expect(text).toContain('Introduction to Web Programming')
    expect(text).toContain('Issued on March 15, 2025')
    expect(text).toContain('Certificate of Completion')
  })

  it('embeds each font as a subset named ABCDEF+Name, and stays small', async () => {
    const pdf = await renderCertificatePdf(japanese)
    expect(pdf.byteLength).toBeLessThan(300 * 1024)
    const fonts = await embeddedFonts(pdf)
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['NotoSansJP-Bold', 'NotoSansJP-Regular'])
    for (const font of fonts) {
      expect(font.name).toMatch(/^[A-Z]{6}\+/)
      expect(font.font, `${font.name} is embedded`).not.toBeNull()
      // A subset: a few dozen glyphs of the font's 17,000.
      expect(font.font!.numGlyphs).toBeLessThan(100)
    }
  })

  it('embeds whole outlines: every glyph of the name is in the subset as in the font', async () => {
    // @pdf-lib/fontkit 1.1.1 wrote subsets whose later glyphs were garbage (blank in a viewer, text still extractable).
    const fonts = await embeddedFonts(await renderCertificatePdf(japanese))
    const subset = fonts.find((f) => f.name.endsWith('+NotoSansJP-Bold'))!.font!
    const inSubset = new Set(Array.from({ length: subset.numGlyphs }, (_, id) => outlineOf(subset.getGlyph(id))))
    const wanted = primaryFace('bold').font.layout('山田花子修了証Webプログラミング入門').glyphs.map(outlineOf)
    expect(wanted.every((outline) => outline.length > 0)).toBe(true)
    for (const outline of wanted) expect(inSubset.has(outline)).toBe(true)
  })

  it('prints Korean, simplified Chinese and Latin Extended names with the fallback faces', async () => {
    const pdf = await renderCertificatePdf({ ...latin, name: '김민준 张伟 Łukasz' })
    expect(await pageText(pdf)).toContain('김민준 张伟 Łukasz')
    const names = (await embeddedFonts(pdf)).map((f) => f.name.replace(/^[A-Z]{6}\+/, ''))
    expect(names).toEqual(expect.arrayContaining(['NotoSansKR-Bold', 'NotoSansSC-Bold', 'NotoSans-Bold']))
    expect(unsupportedCharacters('山田 김 张 Ł')).toEqual([])
    expect(unsupportedCharacters('山田😀')).toEqual(['😀'])
  })

  it('shrinks an 80-character name to fit inside the frame, and leaves a short one at full size', async () => {
    const inner = 28
    for (const name of [LONG_KANJI, LONG_LATIN]) {
      expect([...name]).toHaveLength(80)
      const item = (await textItems(await renderCertificatePdf({ ...japanese, name }))).find((i) => i.str === name)!
      expect(item, name).toBeDefined()
      expect(item.transform[4]).toBeGreaterThan(inner)
      expect(item.transform[4] + item.width).toBeLessThan(PAGE_SIZE.width - inner)
      expect(item.transform[0]).toBeLessThan(40)
    }
    const short = (await textItems(await renderCertificatePdf(japanese))).find((i) => i.str === japanese.name)!
    expect(short.transform[0]).toBeCloseTo(40)
  })

  it('takes the caller’s texts and keeps the name out of placeholder filling', async () => {
    const texts = { title: 'Award {platform}', lead: 'Given to', completedPath: 'for', completedLanguage: 'for', closing: 'Well done.', issuedOn: 'On {date}', number: 'No. {number}', verify: 'See {url}' }
    const text = await pageText(await renderCertificatePdf({ ...latin, name: 'Ann {date}', texts }))
    expect(text).toContain('Award Open Learn')
    expect(text).toContain('Ann {date}')
    expect(text).toContain('On March 15, 2025')
  })

  it('is the same file for the same certificate', async () => {
    expect(Buffer.from(await renderCertificatePdf(japanese)).equals(Buffer.from(await renderCertificatePdf(japanese)))).toBe(true)
  })
})

describe('the certificate images', { timeout: 30_000 }, () => {
  it('renders the page as a 2000×1414 PNG with the name drawn in its band', async () => {
    const png = await renderCertificatePng(japanese)
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 2000, height: 1414 })
    const hanako = await pixels(png, NAME_BAND)
    const other = await pixels(await renderCertificatePng({ ...japanese, name: '佐藤 一郎' }), NAME_BAND)
    expect(inkIn(hanako)).toBeGreaterThan(2000)
    expect(hanako.equals(other)).toBe(false)
  })

  it('renders the Open Graph card as a 1200×630 PNG with the name in it', async () => {
    const og = await renderCertificateOgImage(latin)
    expect(await sharp(og).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
    const sofia = await pixels(og, OG_NAME_BAND)
    const other = await pixels(await renderCertificateOgImage({ ...latin, name: 'Budi Santoso' }), OG_NAME_BAND)
    expect(inkIn(sofia)).toBeGreaterThan(2000)
    expect(sofia.equals(other)).toBe(false)
  })

  it('draws a name that looks like markup as text, and never writes a name into the SVG', async () => {
    const svg = layoutToSvg(pageLayout(certificateWords({ ...latin, name: INJECTION })), 2000, 1414)
    expect(svg).not.toContain('passwd')
    expect(new Set([...svg.matchAll(/<\/?([a-zA-Z]+)/g)].map((m) => m[1]))).toEqual(new Set(['svg', 'rect', 'line', 'path']))
    const png = await renderCertificatePng({ ...latin, name: INJECTION })
    expect(await sharp(png).metadata()).toMatchObject({ width: 2000, height: 1414 })
    const injected = await pixels(png, NAME_BAND)
    expect(inkIn(injected)).toBeGreaterThan(inkIn(await pixels(await renderCertificatePng({ ...latin, name: 'A' }), NAME_BAND)))
    expect(await pageText(await renderCertificatePdf({ ...latin, name: INJECTION }))).toContain(INJECTION)
  })

  it('is the same picture for the same certificate', async () => {
    expect((await renderCertificatePng(latin)).equals(await renderCertificatePng(latin))).toBe(true)
  })
})
