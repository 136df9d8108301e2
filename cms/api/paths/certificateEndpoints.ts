import type { Endpoint } from 'payload'
import type { CertificateAnswer } from '@domain/api/paths'
import { pathRoutes, type LearnerRoute } from '@domain/api/routes'
import { learnerEndpoint, type SignedInContext } from '../conventions/learnerEndpoint'
import { certificateView } from '../../certificates/certificateView'
import { findCertificate, languageSubject, pathSubject, type CertificateSubject } from '../../certificates/certificateSubject'
import { issueCertificate, reissueCertificate } from '../../certificates/issueCertificate'

type SubjectOf = (ctx: SignedInContext) => Promise<CertificateSubject | null>

/** The three calls of one kind of certificate: read, issue, reissue (docs/learner-api.md "Paths and certificates"). */
type CertificateRoute = LearnerRoute<any, CertificateAnswer, any>

function certificateCalls(routes: { read: CertificateRoute; issue: CertificateRoute; reissue: CertificateRoute }, subjectOf: SubjectOf): Endpoint[] {
  const withSubject = (act: (ctx: SignedInContext, subject: CertificateSubject) => Promise<unknown>) => async (ctx: SignedInContext): Promise<CertificateAnswer> => {
    const subject = await subjectOf(ctx)
    if (!subject) throw ctx.fail(404, 'base', 'notFound')
    await act(ctx, subject)
    return certificateView(await findCertificate(ctx.req, subject, ctx.user.id), subject, ctx.user)
  }
  return [
    learnerEndpoint(routes.read, withSubject(async () => {}), { signedIn: true }),
    learnerEndpoint(routes.issue, withSubject(issueCertificate), { signedIn: true }),
    learnerEndpoint(routes.reissue, withSubject(reissueCertificate), { signedIn: true }),
  ]
}

export const pathCertificateEndpoints = certificateCalls(
  { read: pathRoutes.pathCertificate, issue: pathRoutes.issuePathCertificate, reissue: pathRoutes.reissuePathCertificate },
  (ctx) => pathSubject(ctx.req, ctx.params.slug, ctx.user.id, ctx.locale),
)

export const languageCertificateEndpoints = certificateCalls(
  { read: pathRoutes.languageCertificate, issue: pathRoutes.issueLanguageCertificate, reissue: pathRoutes.reissueLanguageCertificate },
  (ctx) => languageSubject(ctx.req, ctx.params.name, ctx.user.id, ctx.locale),
)
