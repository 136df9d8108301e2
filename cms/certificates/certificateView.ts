import type { Certificate, User } from '../payload-types'
import type { CertificateAnswer } from '@domain/api/paths'
import { allDone } from '@domain/certificates/certificateState'
import { canUsePlan } from '@domain/plans/entitlement'
import type { CertificateSubject } from './certificateSubject'
import { stateOf } from './issueCertificate'

/** The public verification page of a certificate (docs/certificates.md "Verification"). */
export const verifyPath = (number: string) => `/certificates/${number}`

/** A learner's certificate of a subject as the certificate and path pages show it. */
export function certificateView(certificate: Certificate | null, subject: CertificateSubject, user: User): CertificateAnswer {
  const doneSet = new Set(subject.done)
  return {
    itemType: subject.itemType,
    title: subject.title,
    state: stateOf(certificate, subject),
    earned: allDone(subject),
    entitled: canUsePlan(user, 'plus'),
    name: certificate?.name ?? null,
    number: certificate?.number ?? null,
    issuedAt: certificate?.issuedAt ?? null,
    reissuedAt: certificate?.reissuedAt ?? null,
    verifyUrl: certificate ? verifyPath(certificate.number) : null,
    requirementCount: subject.requirements.length,
    doneCount: subject.requirements.filter((r) => doneSet.has(r)).length,
  }
}
