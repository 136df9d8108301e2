import type { Certificate } from '../payload-types'
import { allDone, certificateState, type CertificateState } from '@domain/certificates/certificateState'
import { certificateRequestSchema } from '@domain/certificates/certificateName'
import { canUsePlan } from '@domain/plans/entitlement'
import { LearnerApiError, type ApiMessage, type SignedInContext } from '../api/conventions/learnerEndpoint'
import { t } from '@domain/i18n/messages'
import { unsupportedCharacters } from './render'
import { newCertificateNumber } from './certificateNumber'
import { findCertificate, type CertificateSubject } from './certificateSubject'

/** The state of the learner's certificate of a subject (docs/certificates.md "States"). */
export const stateOf = (certificate: Certificate | null, subject: CertificateSubject): CertificateState =>
  certificateState({ covered: certificate ? (certificate.covered as string[]) : null, requirements: subject.requirements, done: subject.done })

/** Certificates come with Plus or Professional (learner.md §2 plans table); staff may issue to try the flow. */
function checkEntitled(ctx: SignedInContext) {
  if (!canUsePlan(ctx.user, 'plus')) throw ctx.fail(403, 'base', 'certificateNeedsPlan')
}

/**
 * Issues the learner's certificate of a subject once everything it asks for is done, under the name they give
 * (docs/certificates.md "Issuing"). The name is fixed from then on: a second issue is refused, a reissue keeps it.
 */
export async function issueCertificate(ctx: SignedInContext, subject: CertificateSubject): Promise<Certificate> {
  const parsed = certificateRequestSchema.safeParse(ctx.body)
  if (!parsed.success) throw ctx.fail(422, 'name', parsed.error.issues[0].message as ApiMessage)
  // The name is printed for good: a character no certificate font has would print as a box (docs/certificates.md "The name").
  const unprintable = unsupportedCharacters(parsed.data.name)
  if (unprintable.length) throw new LearnerApiError(422, { name: [t(ctx.locale, 'api.certificateNameUnprintable', { characters: unprintable.join(' ') })] })
  checkEntitled(ctx)
  if (await findCertificate(ctx.req, subject, ctx.user.id)) throw ctx.fail(409, 'base', 'certificateAlreadyIssued')
  if (!allDone(subject)) throw ctx.fail(422, 'base', 'certificateNotEarned')
  const now = new Date().toISOString()
  try {
    return await ctx.req.payload.create({
      collection: 'certificates',
      data: { number: newCertificateNumber(), user: ctx.user.id, itemType: subject.itemType, ...subject.key, name: parsed.data.name, issuedAt: now, covered: subject.requirements },
      depth: 0,
      overrideAccess: true,
      req: ctx.req,
    })
  } catch (error) {
    // Two issues at once: the (user, item) index lets one through; the other is told it is issued.
    if (await findCertificate(ctx.req, subject, ctx.user.id)) throw ctx.fail(409, 'base', 'certificateAlreadyIssued')
    throw error
  }
}

/** Reissues an outdated certificate once its new steps or lessons are done: same number, same name, new coverage. */
export async function reissueCertificate(ctx: SignedInContext, subject: CertificateSubject): Promise<Certificate> {
  checkEntitled(ctx)
  const certificate = await findCertificate(ctx.req, subject, ctx.user.id)
  if (!certificate) throw ctx.fail(404, 'base', 'certificateNotIssued')
  const state = stateOf(certificate, subject)
  if (state === 'issued') throw ctx.fail(409, 'base', 'certificateUpToDate')
  if (state !== 'reissuable') throw ctx.fail(422, 'base', 'certificateNotEarned')
  return ctx.req.payload.update({
    collection: 'certificates',
    id: certificate.id,
    data: { covered: subject.requirements, reissuedAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
    req: ctx.req,
  })
}
