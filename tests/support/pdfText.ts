import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** One run of text on a PDF page, as pdf.js reads it. */
export interface TextItem {
  str: string
  hasEOL: boolean
  width: number
  transform: number[]
}

/** The text runs of a PDF's first page, read with pdf.js (a real reader, as a learner's viewer would). */
export async function textItems(pdf: Uint8Array): Promise<TextItem[]> {
  const task = getDocument({ data: pdf.slice(), disableFontFace: true, verbosity: 0 })
  const content = await (await (await task.promise).getPage(1)).getTextContent()
  await task.destroy()
  return content.items.filter((item): item is TextItem & typeof item => 'str' in item)
}

/** The page's text as a reader copies it: pdf.js gives one item per font run and marks line ends. */
export const pageText = async (pdf: Uint8Array) => (await textItems(pdf)).map((item) => item.str + (item.hasEOL ? '\n' : '')).join('')
