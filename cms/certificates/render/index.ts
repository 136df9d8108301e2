import { layoutToPng } from './certificateImage'
import { ogLayout, pageLayout } from './certificateLayout'
import { layoutToPdf } from './certificatePdf'
import { certificateWords, type CertificateInput } from './certificateTexts'

export type { CertificateInput, CertificateTexts } from './certificateTexts'
export { catalogTexts } from './certificateTexts'
export { unsupportedCharacters } from './certificateFont'

/** The PNG of the page: A4 landscape proportions. */
export const PNG_SIZE = { width: 2000, height: 1414 } as const
/** The Open Graph image, the size the platforms ask for. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** The certificate as a one-page A4 landscape PDF with its fonts embedded as subsets (docs/certificates.md "Rendering"). */
export async function renderCertificatePdf(input: CertificateInput): Promise<Uint8Array> {
  const words = certificateWords(input)
  return layoutToPdf(pageLayout(words), { title: `${words.title} — ${words.name}`, author: input.platformName, issuedAt: input.issuedAt })
}

/** The same page as a PNG, drawn from the same layout. */
export async function renderCertificatePng(input: CertificateInput): Promise<Buffer> {
  return layoutToPng(pageLayout(certificateWords(input)), PNG_SIZE.width, PNG_SIZE.height)
}

/** The card shown when a certificate's page is shared (og:image). */
export async function renderCertificateOgImage(input: CertificateInput): Promise<Buffer> {
  return layoutToPng(ogLayout(certificateWords(input)), OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height)
}
