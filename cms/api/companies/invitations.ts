import { createHash, randomBytes } from 'node:crypto'
import { commitTransaction, initTransaction, killTransaction } from 'payload'
import type { PayloadRequest } from 'payload'
import type { Company, CompanyInvitation, User } from '../../payload-types'
import { companyRoutes } from '@domain/api/routes'
import type { InvitationProblem, InvitationsAnswer } from '@domain/api/companies'
import { remainingQuota } from '@domain/teams/teamPlan'
import { MAX_INVITES_PER_CALL, splitEmails } from '@domain/teams/emailList'
import { localePath, type Locale } from '@domain/i18n/locales'
import { t } from '@domain/i18n/messages'
import { learnerEndpoint, LearnerApiError, type LearnerContext, type SignedInContext } from '../conventions/learnerEndpoint'
import { publicOrigin } from '../conventions/publicOrigin'
import { companySubscriptions } from '../../teams/companySubscriptions'
import { teamPlan } from '@domain/teams/teamPlan'
import { aloneForTeam, pendingInvitationCount, positiveId, teamCounts, teamOf, type TeamContext } from './teamContext'
import { urlOf } from './companyView'
import { newInviteToken } from './teamBilling'

export const digestOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** The landing page's address for a token (the team's link or an emailed invitation). */
const invitationUrl = (req: PayloadRequest, locale: Locale, companyId: number, token: string) =>
  `${publicOrigin(req)}${localePath(locale, `/companies/${companyId}/invitation`)}?token=${encodeURIComponent(token)}`

/** Seats left and whether inviting is possible now (docs/teams.md "Invitations"). */
export async function seatsLeft(req: PayloadRequest, team: Pick<TeamContext, 'company' | 'plan'>) {
  const [counts, pending] = await Promise.all([teamCounts(req, team.company.id), pendingInvitationCount(req, team.company.id)])
  return { remaining: remainingQuota(team.plan.contractedMemberCount, counts.withAccess, pending), counts }
}

async function invitationsAnswer(ctx: SignedInContext, team: TeamContext, company: Company = team.company): Promise<InvitationsAnswer> {
  const { remaining } = await seatsLeft(ctx.req, team)
  const { docs } = await ctx.req.payload.find({ collection: 'company_invitations', where: { and: [{ company: { equals: company.id } }, { acceptedAt: { exists: false } }] }, sort: '-createdAt', limit: 200, depth: 0, overrideAccess: true, req: ctx.req })
  return {
    inviteUrl: invitationUrl(ctx.req, ctx.locale as Locale, company.id, company.inviteToken ?? ''),
    remainingQuota: remaining,
    canInvite: team.plan.inContract,
    pending: docs.map((invitation) => ({ email: invitation.email, sentAt: invitation.createdAt })),
  }
}

/** GET /api/companies/:id/invitations (admins). */
export const listInvitations = learnerEndpoint(companyRoutes.invitations, async (ctx) => invitationsAnswer(ctx, await teamOf(ctx, { admin: true })), { signedIn: true })

/** POST /api/companies/:id/invite_link (admins): a new link; the old one stops working at once. */
export const regenerateInviteLink = learnerEndpoint(
  companyRoutes.regenerateLink,
  async (ctx) => {
    const team = await teamOf(ctx, { admin: true })
    const company = await ctx.req.payload.update({ collection: 'companies', id: team.company.id, data: { inviteToken: newInviteToken() }, overrideAccess: true, showHiddenFields: true, depth: 0, req: ctx.req })
    return invitationsAnswer(ctx, team, { ...team.company, inviteToken: company.inviteToken })
  },
  { signedIn: true },
)

/**
 * Creates one invitation (in the request's transaction, when it has one) and answers the mail of its
 * personal link, to send once the invitations are stored; `admin` makes the invitee an admin on joining.
 */
export async function createInvitation(ctx: SignedInContext, team: TeamContext, email: string, admin = false): Promise<() => Promise<unknown>> {
  const token = randomBytes(24).toString('base64url')
  await ctx.req.payload.create({ collection: 'company_invitations', data: { company: team.company.id, email, tokenDigest: digestOf(token), admin, invitedBy: ctx.user.id }, overrideAccess: true, depth: 0, req: ctx.req })
  const locale = ctx.locale as Locale
  const values = { team: team.company.name, inviter: ctx.user.name || ctx.user.email, link: invitationUrl(ctx.req, locale, team.company.id, token) }
  return () => ctx.req.payload.sendEmail({ to: email, subject: t(locale, 'email.teamInvitation.subject', values), text: t(locale, 'email.teamInvitation.body', values) })
}

/** Stores the invitations of `rows` all or none (one transaction, or the caller's): their mails, to send after. */
export async function storeInvitations(ctx: SignedInContext, team: TeamContext, rows: { email: string; admin?: boolean }[], replace: string[] = []) {
  const mails: (() => Promise<unknown>)[] = []
  const started = await initTransaction(ctx.req)
  try {
    // Invited again: the old invitation goes, so only the newest link works.
    if (replace.length) await ctx.req.payload.delete({ collection: 'company_invitations', where: { and: [{ company: { equals: team.company.id } }, { email: { in: replace } }, { acceptedAt: { exists: false } }] }, overrideAccess: true, req: ctx.req })
    for (const row of rows) mails.push(await createInvitation(ctx, team, row.email, row.admin))
    if (started) await commitTransaction(ctx.req)
  } catch (error) {
    if (started) await killTransaction(ctx.req)
    throw error
  }
  return mails
}

/** The addresses among `emails` that are members of the team or already invited. */
export async function takenAddresses(req: PayloadRequest, companyId: number, emails: string[]) {
  if (emails.length === 0) return { members: new Set<string>(), invited: new Set<string>() }
  const users = await req.payload.db.find<Pick<User, 'id' | 'email'>>({ collection: 'users', where: { email: { in: emails } }, select: { email: true }, limit: 0, pagination: false, req })
  const ids = users.docs.map((u) => u.id)
  const memberRows = ids.length ? await req.payload.db.find<{ user: number }>({ collection: 'companies_users', where: { and: [{ company: { equals: companyId } }, { user: { in: ids } }] }, limit: 0, pagination: false, req }) : { docs: [] }
  const memberIds = new Set(memberRows.docs.map((row) => Number(typeof row.user === 'object' ? (row.user as { id: number }).id : row.user)))
  const invitations = await req.payload.db.find<Pick<CompanyInvitation, 'email'>>({ collection: 'company_invitations', where: { and: [{ company: { equals: companyId } }, { email: { in: emails } }, { acceptedAt: { exists: false } }] }, limit: 0, pagination: false, req })
  return { members: new Set(users.docs.filter((u) => memberIds.has(u.id)).map((u) => u.email.toLowerCase())), invited: new Set(invitations.docs.map((i) => i.email.toLowerCase())) }
}

/**
 * POST /api/companies/:id/invitations {emails} (admins; docs/teams.md "Invitations"): one mail per address.
 * Refused as a whole: outside the contract period, invalid addresses, members, more than the seats left.
 * An address invited before gets a new mail (its old link stops working).
 */
export const inviteByEmail = learnerEndpoint(
  companyRoutes.invite,
  async (ctx) => {
    const team = await teamOf(ctx, { admin: true })
    if (!team.plan.inContract) throw ctx.fail(422, 'base', 'teamOutsideContract')
    const { emails, invalid } = splitEmails(typeof ctx.body.emails === 'string' ? ctx.body.emails.slice(0, 20_000) : '')
    if (invalid.length) throw new LearnerApiError(422, { emails: [t(ctx.locale, 'api.teamInviteEmailInvalid', { list: invalid.slice(0, 10).join(', ') })] })
    if (emails.length === 0) throw ctx.fail(422, 'emails', 'teamInviteEmailsRequired')
    if (emails.length > MAX_INVITES_PER_CALL) throw ctx.fail(422, 'emails', 'teamInviteTooMany')
    // A pending invitation holds a seat: the check and the invitations it allows happen alone for the team.
    const mails = await aloneForTeam(ctx, async () => {
      const taken = await takenAddresses(ctx.req, team.company.id, emails)
      if (taken.members.size) throw new LearnerApiError(422, { emails: [t(ctx.locale, 'api.teamInviteAlreadyMember', { list: [...taken.members].join(', ') })] })
      const fresh = emails.filter((email) => !taken.invited.has(email))
      const { remaining } = await seatsLeft(ctx.req, team)
      if (fresh.length > remaining) throw ctx.fail(422, 'emails', 'teamQuotaFull')
      return storeInvitations(ctx, team, emails.map((email) => ({ email })), [...taken.invited])
    })
    for (const mail of mails) await mail()
    return invitationsAnswer(ctx, team)
  },
  { signedIn: true },
)

/** What a token opens: the team's link, an emailed invitation, or nothing. */
async function tokenOf(req: PayloadRequest, company: Company, token: string): Promise<{ kind: 'link' } | { kind: 'email'; invitation: CompanyInvitation } | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null
  if (company.inviteToken && token === company.inviteToken) return { kind: 'link' }
  const { docs } = await req.payload.find({ collection: 'company_invitations', where: { and: [{ company: { equals: company.id } }, { tokenDigest: { equals: digestOf(token) } }] }, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true, req })
  const invitation = docs[0]
  return invitation && !invitation.acceptedAt ? { kind: 'email', invitation } : null
}

interface Invitation {
  company: Company
  problem: InvitationProblem | null
  invitation: CompanyInvitation | null
}

/** Whether `user` (or a visitor) may take up the invitation of `token`, and why not (docs/teams.md "Invitations"). */
async function checkInvitation(ctx: LearnerContext, token: string): Promise<Invitation | null> {
  const id = positiveId(ctx.params.id)
  const company = id ? await ctx.req.payload.findByID({ collection: 'companies', id, depth: 1, overrideAccess: true, showHiddenFields: true, req: ctx.req, disableErrors: true }) : null
  if (!company) return null
  const found = await tokenOf(ctx.req, company, token)
  if (!found) return { company, problem: 'invalidLink', invitation: null }
  const invitation = found.kind === 'email' ? found.invitation : null
  const plan = teamPlan((await companySubscriptions(ctx.req.payload, [company.id], ctx.req)).get(company.id) ?? [], new Date())
  if (!plan.inContract) return { company, problem: 'outsideContract', invitation }
  if (ctx.user) {
    const member = await ctx.req.payload.db.count({ collection: 'companies_users', where: { and: [{ company: { equals: company.id } }, { user: { equals: ctx.user.id } }] }, req: ctx.req })
    if (member.totalDocs) return { company, problem: 'alreadyMember', invitation }
    if (invitation && invitation.email.toLowerCase() !== ctx.user.email.toLowerCase()) return { company, problem: 'otherAccount', invitation }
  }
  // An emailed invitation holds its own seat; the link needs a free one.
  if (!invitation) {
    const { remaining } = await seatsLeft(ctx.req, { company, plan })
    if (remaining <= 0) return { company, problem: 'quotaFull', invitation }
  }
  return { company, problem: null, invitation }
}

/** GET /api/companies/:id/invitation?token= (anyone with a link): the landing page; 404 without a valid team. */
export const invitationLanding = learnerEndpoint(companyRoutes.invitation, async (ctx) => {
  const checked = await checkInvitation(ctx, ctx.req.searchParams.get('token') ?? '')
  if (!checked) throw ctx.fail(404, 'base', 'notFound')
  const { company, problem, invitation } = checked
  // A wrong token shows nothing of the team but that the link is not valid.
  if (problem === 'invalidLink') return { company: { id: company.id, name: '', image: null }, invitedEmail: null, problem, signedIn: Boolean(ctx.user) }
  return { company: { id: company.id, name: company.name, image: urlOf(company.image) }, invitedEmail: invitation?.email ?? null, problem, signedIn: Boolean(ctx.user) }
})

const PROBLEM_MESSAGES = { invalidLink: 'teamInvitationInvalid', quotaFull: 'teamQuotaFull', outsideContract: 'teamOutsideContract', alreadyMember: 'teamAlreadyMember', otherAccount: 'teamInvitationOtherAccount' } as const

/** POST /api/companies/:id/invitation {token} (signed in): joins the team with access on. */
export const joinTeam = learnerEndpoint(
  companyRoutes.join,
  async (ctx) => {
    const token = typeof ctx.body.token === 'string' ? ctx.body.token : ''
    // The seat check and the membership it allows happen alone for the team (two at once take one last seat once).
    const company = await aloneForTeam(ctx, async () => {
      const checked = await checkInvitation(ctx, token)
      if (!checked) throw ctx.fail(404, 'base', 'notFound')
      if (checked.problem) throw ctx.fail(422, 'token', PROBLEM_MESSAGES[checked.problem])
      const { company, invitation } = checked
      await ctx.req.payload.create({
        collection: 'companies_users',
        data: { company: company.id, user: ctx.user.id, paidAccess: true, admin: Boolean(invitation?.admin && ctx.user.emailConfirmedAt), device: 'web', localeUserType: ctx.locale },
        overrideAccess: true,
        depth: 0,
        req: ctx.req,
      })
      if (invitation) await ctx.req.payload.update({ collection: 'company_invitations', id: invitation.id, data: { acceptedAt: new Date().toISOString() }, overrideAccess: true, depth: 0, req: ctx.req })
      return company
    })
    return { companyPath: localePath(ctx.locale as Locale, `/companies/${company.id}`) }
  },
  { signedIn: true },
)
