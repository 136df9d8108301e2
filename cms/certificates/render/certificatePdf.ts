import { createHash } from 'node:crypto'
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib'
import type { CertificateFace } from './certificateFont'
import type { CertificateLayout, Rgb } from './certificateLayout'
import { pdfFontkit } from './pdfFontkit'

export interface PdfInfo {
  title: string
  author: string
  issuedAt: Date
}

const color = ([r, g, b]: Rgb) => rgb(r / 255, g / 255, b / 255)

/**
 * The subset's name as PDF 32000 §9.6.4 wants it: six capitals, "+", the font's name. pdf-lib would append random
 * digits instead; a tag drawn from the glyphs used keeps the file the same for the same certificate.
 */
function subsetName(face: CertificateFace, glyphIds: number[]): string {
  const digest = createHash('sha256').update(`${face.id}:${[...new Set(glyphIds)].sort((a, b) => a - b).join(',')}`).digest()
  const tag = [...digest.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('')
  return `${tag}+${face.font.postscriptName}`
}

/**
 * Draws a layout on one PDF page (docs/certificates.md "Rendering"): each face used is embedded as a subset of the
 * glyphs drawn, with pdf-lib's ToUnicode map, so the file stays small and the name can be searched and copied.
 */
export async function layoutToPdf(layout: CertificateLayout, info: PdfInfo): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(pdfFontkit)
  const glyphsOf = new Map<CertificateFace, number[]>()
  for (const text of layout.texts) for (const { run } of text.runs) glyphsOf.set(run.face, [...(glyphsOf.get(run.face) ?? []), ...run.glyphs.map((g) => g.id)])
  const fonts = new Map<CertificateFace, PDFFont>()
  for (const [face, glyphIds] of glyphsOf) fonts.set(face, await doc.embedFont(face.bytes, { subset: true, customName: subsetName(face, glyphIds) }))

  const { width, height } = layout
  const page = doc.addPage([width, height])
  page.drawRectangle({ x: 0, y: 0, width, height, color: color(layout.background) })
  for (const frame of layout.frames) {
    const { inset, lineWidth } = frame
    page.drawRectangle({ x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset, borderWidth: lineWidth, borderColor: color(frame.color) })
  }
  for (const rule of layout.rules) {
    page.drawLine({ start: { x: rule.x1, y: height - rule.y }, end: { x: rule.x2, y: height - rule.y }, thickness: rule.lineWidth, color: color(rule.color) })
  }
  for (const text of layout.texts) {
    for (const { run, x } of text.runs) {
      page.drawText(run.text, { x, y: height - text.baseline, size: text.size, font: fonts.get(run.face)!, color: color(text.color) })
    }
  }

  doc.setTitle(info.title)
  doc.setAuthor(info.author)
  doc.setCreator(info.author)
  doc.setProducer('pdf-lib')
  doc.setCreationDate(info.issuedAt)
  doc.setModificationDate(info.issuedAt)
  return doc.save()
}
