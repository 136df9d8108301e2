import { z } from 'zod'
import type { PayloadRequest } from 'payload'
import type { CompaniesUser } from '../../payload-types'
import type { MemberView } from '@domain/api/companies'
import { companyRoutes } from '@domain/api/routes'
import { levelFor } from '@domain/progress/exp'
import { memberChangeRefusal, memberRemovalRefusal } from '@domain/teams/memberRules'
import { membersCsv } from '@domain/teams/memberCsv'
import { t, type MessageKey } from '@domain/i18n/messages'
import { isDummyEmail } from '../identity/dummyEmail'
import { learnerEndpoint, RawAnswer, type SignedInContext } from '../conventions/learnerEndpoint'
import { runSql, sql } from '../../sql/runSql'
import { aloneForTeam, positiveId, teamCounts, teamOf, type TeamContext } from './teamContext'
import { idList, teamCourses } from './teamLessons'

interface MemberRow {
  id: number
  user_id: number
  paid_access: unknown
  admin: unknown
  muted: unknown
  device: string | null
  locale_user_type: string | null
  created_at: string | Date
  name: string | null
  email: string
  total_exp: number | string | null
  total_lesson_completion_count: number | string | null
  cleared: number | string
}

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 't'

/**
 * A page of the team's members with the counts the members tab shows (docs/teams.md "Dashboard"): one
 * statement, the cleared pages counted per member through the user index.
 */
async function memberRows(req: PayloadRequest, companyId: number, limit: number | null, offset = 0, only?: number): Promise<MemberRow[]> {
  const page = limit === null ? sql`` : sql` LIMIT ${limit} OFFSET ${offset}`
  const one = only === undefined ? sql`` : sql` AND cu.id = ${only}`
  return runSql<MemberRow>(
    req.payload,
    sql`SELECT cu.id, cu.user_id, cu.paid_access, cu.admin, cu.muted, cu.device, cu.locale_user_type, cu.created_at, u.name, u.email, u.total_exp, u.total_lesson_completion_count,
      (SELECT COUNT(*) FROM user_page_infos upi WHERE upi.user_id = cu.user_id AND upi.completed = ${true}) AS cleared
      FROM companies_users cu JOIN users u ON u.id = cu.user_id WHERE cu.company_id = ${companyId}${one} ORDER BY cu.id${page}`,
    req,
  )
}

function memberView(row: MemberRow, admin: boolean): MemberView {
  const exp = Number(row.total_exp ?? 0)
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    name: row.name ?? null,
    email: admin && !isDummyEmail(row.email) ? row.email : null,
    paidAccess: truthy(row.paid_access),
    admin: truthy(row.admin),
    muted: truthy(row.muted),
    device: row.device === 'app' ? 'app' : 'web',
    localeUserType: row.locale_user_type ?? null,
    level: levelFor(exp),
    exp,
    lessonCompletionCount: Number(row.total_lesson_completion_count ?? 0),
    clearedPageCount: Number(row.cleared ?? 0),
    joinedAt: new Date(row.created_at).toISOString(),
  }
}

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1), perPage: z.coerce.number().int().min(1).max(100).catch(20) })

/** GET /api/companies/:id/members?page=&perPage= (members; emails for admins only). */
export const listMembers = learnerEndpoint(
  companyRoutes.members,
  async (ctx) => {
    const team = await teamOf(ctx)
    const { page, perPage } = pageQuery.parse({ page: ctx.req.searchParams.get('page') ?? undefined, perPage: ctx.req.searchParams.get('perPage') ?? undefined })
    const [{ total }, rows] = await Promise.all([teamCounts(ctx.req, team.company.id), memberRows(ctx.req, team.company.id, perPage, (page - 1) * perPage)])
    return { members: rows.map((row) => memberView(row, Boolean(team.membership.admin))), page, totalPages: Math.max(1, Math.ceil(total / perPage)), totalDocs: total }
  },
  { signedIn: true },
)

/** GET /api/companies/:id/members.csv (admins): every member, as a spreadsheet opens it. */
export const membersCsvDownload = learnerEndpoint(
  companyRoutes.membersCsv,
  async (ctx) => {
    const team = await teamOf(ctx, { admin: true })
    const rows = (await memberRows(ctx.req, team.company.id, null)).map((row) => memberView(row, true))
    const header = ['name', 'email', 'level', 'exp', 'lessons_completed', 'cleared_pages', 'paid_access', 'admin', 'muted', 'joined_at'].map((key) => t(ctx.locale, `team.csv.${key}` as MessageKey))
    const body = membersCsv(
      header,
      rows.map((m) => [m.name, m.email, m.level, m.exp, m.lessonCompletionCount, m.clearedPageCount, m.paidAccess ? 'on' : 'off', m.admin ? 'admin' : 'member', m.muted ? 'muted' : '', m.joinedAt]),
    )
    const file = `members-${team.company.id}-${new Date().toISOString().slice(0, 10)}.csv`
    return new RawAnswer(body, 'text/csv; charset=utf-8', [['content-disposition', `attachment; filename="${file}"`]])
  },
  { signedIn: true },
)

/** The membership `:memberId` of this team, or 404 (a membership of another team is not found either). */
async function memberOf(ctx: SignedInContext, team: TeamContext): Promise<CompaniesUser> {
  const id = positiveId(ctx.params.memberId)
  const found = id ? (await ctx.req.payload.db.find<CompaniesUser>({ collection: 'companies_users', where: { and: [{ id: { equals: id } }, { company: { equals: team.company.id } }] }, limit: 1, pagination: false, req: ctx.req })).docs[0] : undefined
  if (!found) throw ctx.fail(404, 'base', 'notFound')
  return found
}

/** GET /api/companies/:id/members/:memberId/progress (members): one member's lessons in the displayed courses. */
export const memberProgress = learnerEndpoint(
  companyRoutes.memberProgress,
  async (ctx) => {
    const team = await teamOf(ctx)
    const member = await memberOf(ctx, team)
    const [row] = await memberRows(ctx.req, team.company.id, null, 0, member.id)
    const courses = await teamCourses(ctx.req, team.company, ctx.locale)
    const lessonIds = courses.flatMap((course) => course.lessons.map((lesson) => lesson.id))
    const userId = Number(row.user_id)
    const cleared = lessonIds.length
      ? await runSql<{ lesson: number; cleared: number | string }>(ctx.req.payload, sql`SELECT lesson_id AS lesson, COUNT(*) AS cleared FROM user_page_infos WHERE user_id = ${userId} AND completed = ${true} AND lesson_id IN (${idList(lessonIds)}) GROUP BY lesson_id`, ctx.req)
      : []
    const clearedOf = new Map(cleared.map((r) => [Number(r.lesson), Number(r.cleared)]))
    const view = memberView(row, false)
    return {
      member: { id: view.id, userId: view.userId, name: view.name, level: view.level, exp: view.exp },
      courses: courses.map((course) => ({
        id: course.id,
        title: course.title,
        lessons: course.lessons.map((lesson) => {
          const clearedPages = clearedOf.get(lesson.id) ?? 0
          return { id: lesson.id, title: lesson.title, clearedPages, totalPages: lesson.totalPages, completed: lesson.totalPages > 0 && clearedPages >= lesson.totalPages }
        }),
      })),
    }
  },
  { signedIn: true },
)

const memberChange = z.object({ paidAccess: z.boolean().optional(), admin: z.boolean().optional(), muted: z.boolean().optional() }).strict()

/**
 * PATCH /api/companies/:id/members/:memberId {member: {paidAccess?, admin?, muted?}} (admins; docs/teams.md
 * "Rights"): the only admin stays one; access on needs a free seat; a new admin needs a confirmed email.
 */
export const updateMember = learnerEndpoint(
  companyRoutes.updateMember,
  async (ctx) => {
    // The counts (seats, admins) and the change they allow happen alone for the team, on the team as it is then:
    // two admins taking each other's admin right at once leave one admin, not none.
    const { team, member } = await aloneForTeam(ctx, async () => {
      const team = await teamOf(ctx, { admin: true })
      const member = await memberOf(ctx, team)
      const parsed = memberChange.safeParse(ctx.body.member ?? {})
      if (!parsed.success) throw ctx.fail(422, 'member', 'teamFieldInvalid')
      const counts = await teamCounts(ctx.req, team.company.id)
      const target = await ctx.req.payload.db.findOne<{ id: number; emailConfirmedAt?: string | null }>({ collection: 'users', where: { id: { equals: member.user } }, select: { emailConfirmedAt: true }, req: ctx.req })
      const refusal = memberChangeRefusal(
        { admin: Boolean(member.admin), paidAccess: member.paidAccess !== false },
        parsed.data,
        { admins: counts.admins, membersWithAccess: counts.withAccess, contracted: team.plan.contractedMemberCount },
        Boolean(target?.emailConfirmedAt),
      )
      if (refusal) throw ctx.fail(422, 'member', refusal)
      await ctx.req.payload.update({ collection: 'companies_users', id: member.id, data: parsed.data, overrideAccess: true, depth: 0, req: ctx.req })
      return { team, member }
    })
    const [row] = await memberRows(ctx.req, team.company.id, null, 0, member.id)
    return { member: memberView(row, true) }
  },
  { signedIn: true },
)

/** DELETE /api/companies/:id/members/:memberId: an admin removes a member, or a member leaves (their own id). Never the only admin. */
export const removeMember = learnerEndpoint(
  companyRoutes.removeMember,
  async (ctx) => {
    // Alone for the team (as updateMember): two admins leaving at once leave one of them an admin.
    await aloneForTeam(ctx, async () => {
      const team = await teamOf(ctx)
      const member = await memberOf(ctx, team)
      const leaving = member.id === team.membership.id
      if (!leaving) await teamOf(ctx, { admin: true })
      const counts = await teamCounts(ctx.req, team.company.id)
      const refusal = memberRemovalRefusal({ admin: Boolean(member.admin), paidAccess: member.paidAccess !== false }, { admins: counts.admins, membersWithAccess: counts.withAccess, contracted: team.plan.contractedMemberCount })
      if (refusal) throw ctx.fail(422, 'member', refusal)
      await ctx.req.payload.delete({ collection: 'companies_users', id: member.id, overrideAccess: true, req: ctx.req })
    })
    return null
  },
  { signedIn: true },
)
