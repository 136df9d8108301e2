import type { Payload } from 'payload'
import type { Locale } from '@domain/i18n/locales'
import type { CertificateItemType } from '@domain/certificates/certificateState'
import { idOf } from '../progress/idOf'
import { isCertificateNumber } from './certificateNumber'

/** What anyone may see of a certificate by its number (docs/certificates.md "Verification"): nothing of the account. */
export interface PublicCertificate {
  number: string
  name: string
  itemType: CertificateItemType
  itemTitle: string
  issuedAt: Date
  reissuedAt: Date | null
}

/** The certificate with this number, in `locale` for its item's title; null for a malformed or unknown number. */
export async function publicCertificate(payload: Payload, number: string, locale: Locale): Promise<PublicCertificate | null> {
  if (!isCertificateNumber(number)) return null
  const found = await payload.find({ collection: 'certificates', where: { number: { equals: number } }, limit: 1, depth: 0, overrideAccess: true })
  const certificate = found.docs[0]
  if (!certificate) return null
  const itemTitle =
    certificate.itemType === 'path'
      ? (await payload.findByID({ collection: 'learning_paths', id: idOf(certificate.learningPath)!, depth: 0, locale, overrideAccess: true, disableErrors: true }))?.title
      : (await payload.find({ collection: 'languages', where: { name: { equals: certificate.languageName } }, limit: 1, depth: 0, locale, overrideAccess: true })).docs[0]?.title
  return {
    number: certificate.number,
    name: certificate.name,
    itemType: certificate.itemType,
    itemTitle: itemTitle ?? certificate.languageName ?? '',
    issuedAt: new Date(certificate.issuedAt),
    reissuedAt: certificate.reissuedAt ? new Date(certificate.reissuedAt) : null,
  }
}
