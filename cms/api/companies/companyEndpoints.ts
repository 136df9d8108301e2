import { z } from 'zod'
import { companyRoutes } from '@domain/api/routes'
import { learnerEndpoint } from '../conventions/learnerEndpoint'
import { companyDetails, formErrors } from './companyForm'
import { companyView, membershipView } from './companyView'
import { teamOf } from './teamContext'
import { cancelTeamSubscriptions } from './teamBilling'

/** GET /api/companies/:id: the team and the caller's membership (members; 404 to anyone else). */
export const showCompany = learnerEndpoint(
  companyRoutes.show,
  async (ctx) => {
    const team = await teamOf(ctx)
    const admin = Boolean(team.membership.admin)
    return { company: await companyView(ctx.req, team.company, team.plan, admin), me: membershipView(team.membership, Boolean(ctx.user.emailConfirmedAt)) }
  },
  { signedIn: true },
)

/** PATCH /api/companies/:id {company: {...}} (admins): the team's details. */
export const updateCompany = learnerEndpoint(
  companyRoutes.update,
  async (ctx) => {
    const team = await teamOf(ctx, { admin: true })
    const parsed = companyDetails.partial().strict().safeParse(ctx.body.company ?? {})
    if (!parsed.success) throw formErrors(ctx, parsed.error)
    const company = await ctx.req.payload.update({ collection: 'companies', id: team.company.id, data: parsed.data, overrideAccess: true, depth: 1, req: ctx.req })
    return { company: await companyView(ctx.req, company, team.plan, true), me: membershipView(team.membership, true) }
  },
  { signedIn: true },
)

/**
 * DELETE /api/companies/:id {confirmName} (admins; docs/teams.md "Rights"): cancels the team's subscription at
 * the provider at once, then deletes the team with its memberships and invitations.
 */
export const removeCompany = learnerEndpoint(
  companyRoutes.remove,
  async (ctx) => {
    const team = await teamOf(ctx, { admin: true })
    if (typeof ctx.body.confirmName !== 'string' || ctx.body.confirmName.trim() !== team.company.name.trim()) throw ctx.fail(422, 'confirmName', 'teamConfirmNameMismatch')
    await cancelTeamSubscriptions(ctx, team.company.id)
    await ctx.req.payload.delete({ collection: 'companies', id: team.company.id, overrideAccess: true, req: ctx.req })
    return null
  },
  { signedIn: true },
)

/** GET /api/companies/:id/courses (admins): every course, and whether the team shows it. */
export const companyCourses = learnerEndpoint(
  companyRoutes.courses,
  async (ctx) => {
    const team = await teamOf(ctx, { admin: true })
    const shown = new Set((team.company.displayedCourses ?? []).map((c) => (typeof c === 'object' ? c.id : c)))
    const { docs } = await ctx.req.payload.find({ collection: 'courses', limit: 0, pagination: false, depth: 0, sort: 'order', select: { title: true, languageName: true }, overrideAccess: true, req: ctx.req })
    return { courses: docs.map((course) => ({ id: course.id, title: course.title, languageName: course.languageName ?? null, displayed: shown.has(course.id) })) }
  },
  { signedIn: true },
)

/** PUT /api/companies/:id/courses {courses: [id…]} (admins): the courses the team follows, in that order. */
export const setCompanyCourses = learnerEndpoint(
  companyRoutes.setCourses,
  async (ctx) => {
    const team = await teamOf(ctx, { admin: true })
    const parsed = z.array(z.number().int().positive()).max(200).safeParse(ctx.body.courses)
    if (!parsed.success) throw ctx.fail(422, 'courses', 'teamCourseUnknown')
    const ids = [...new Set(parsed.data)]
    const known = ids.length ? await ctx.req.payload.count({ collection: 'courses', where: { id: { in: ids } }, overrideAccess: true, req: ctx.req }) : { totalDocs: 0 }
    if (known.totalDocs !== ids.length) throw ctx.fail(422, 'courses', 'teamCourseUnknown')
    const company = await ctx.req.payload.update({ collection: 'companies', id: team.company.id, data: { displayedCourses: ids }, overrideAccess: true, depth: 1, req: ctx.req })
    return { company: await companyView(ctx.req, company, team.plan, true), me: membershipView(team.membership, true) }
  },
  { signedIn: true },
)
