import type { PayloadRequest, Where } from 'payload'
import type { CompaniesUser, Company } from '../../payload-types'
import { teamPlan, type TeamPlan } from '@domain/teams/teamPlan'
import type { LearnerContext, SignedInContext } from '../conventions/learnerEndpoint'
import { companySubscriptions } from '../../teams/companySubscriptions'
import { oneAtATime } from '../../transactions/oneAtATime'

/** A team call's team: the company, the caller's membership and the team's plan now (docs/teams.md). */
export interface TeamContext {
  company: Company
  membership: CompaniesUser
  plan: TeamPlan
}

/** A path parameter's id (1 to 12 digits), or null. */
export const positiveId = (value: string | undefined) => (value && /^\d{1,12}$/.test(value) ? Number(value) : null)

/**
 * Runs `change` alone for the team of `/:id` (cms/transactions/oneAtATime.ts): a call that checks the seats or
 * the admins and then writes sees the team as it is then, not as another call at the same moment left it.
 */
export function aloneForTeam<T>(ctx: LearnerContext, change: () => Promise<T>): Promise<T> {
  const id = positiveId(ctx.params.id)
  if (!id) throw ctx.fail(404, 'base', 'notFound')
  return oneAtATime(ctx.req, 'companies', id, change)
}

/**
 * The team of `/:id` for the signed-in caller, or 404 when it does not exist or the caller is not a member
 * (docs/teams.md "Rights": one team's existence is not revealed to another's members). With `admin`, a
 * member who is not an admin gets 403 and an admin without a confirmed email 403 too.
 */
export async function teamOf(ctx: SignedInContext, options: { admin?: boolean } = {}): Promise<TeamContext> {
  const id = positiveId(ctx.params.id)
  if (!id) throw ctx.fail(404, 'base', 'notFound')
  const { req, user } = ctx
  const membership = (
    await req.payload.db.find<CompaniesUser>({ collection: 'companies_users', where: { and: [{ company: { equals: id } }, { user: { equals: user.id } }] }, limit: 1, pagination: false, req })
  ).docs[0]
  if (!membership) throw ctx.fail(404, 'base', 'notFound')
  const company = await req.payload.findByID({ collection: 'companies', id, depth: 1, overrideAccess: true, showHiddenFields: true, req, disableErrors: true })
  if (!company) throw ctx.fail(404, 'base', 'notFound')
  if (options.admin) {
    if (!membership.admin) throw ctx.fail(403, 'base', 'teamAdminOnly')
    if (!user.emailConfirmedAt) throw ctx.fail(403, 'base', 'teamAdminEmailUnconfirmed')
  }
  const subscriptions = (await companySubscriptions(req.payload, [id], req)).get(id) ?? []
  return { company, membership, plan: teamPlan(subscriptions, new Date()) }
}

/** How many members the team has, with paid-lesson access on, and admins. */
export async function teamCounts(req: PayloadRequest, companyId: number) {
  const count = async (extra: Where) =>
    (await req.payload.db.count({ collection: 'companies_users', where: { and: [{ company: { equals: companyId } }, extra] }, req })).totalDocs
  const [total, withAccess, admins] = await Promise.all([count({}), count({ paidAccess: { equals: true } }), count({ admin: { equals: true } })])
  return { total, withAccess, admins }
}

/** Pending emailed invitations (not taken up yet): each holds a seat. */
export async function pendingInvitationCount(req: PayloadRequest, companyId: number) {
  return (await req.payload.db.count({ collection: 'company_invitations', where: { and: [{ company: { equals: companyId } }, { acceptedAt: { exists: false } }] }, req })).totalDocs
}
