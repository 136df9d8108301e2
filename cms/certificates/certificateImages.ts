import type { Locale } from '@domain/i18n/locales'
import { t } from '@domain/i18n/messages'
import { switchLocalePath } from '@domain/i18n/routes'
import type { PublicCertificate } from './publicCertificate'
import { renderCertificateOgImage, renderCertificatePdf, renderCertificatePng, type CertificateInput } from './render'

/** A certificate's files, drawn on demand in `locale` (docs/certificates.md "Verification", "Rendering"). */
export function certificateImages(certificate: PublicCertificate, locale: Locale, origin: string) {
  const input: CertificateInput = {
    name: certificate.name,
    itemType: certificate.itemType,
    itemTitle: certificate.itemTitle,
    issuedAt: certificate.issuedAt,
    locale,
    verifyUrl: new URL(switchLocalePath(`/certificates/${certificate.number}`, locale), origin).href,
    certificateNumber: certificate.number,
    platformName: t(locale, 'site.name'),
  }
  return { pdf: () => renderCertificatePdf(input), png: () => renderCertificatePng(input), ogImage: () => renderCertificateOgImage(input) }
}
