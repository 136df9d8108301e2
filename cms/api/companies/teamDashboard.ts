import { z } from 'zod'
import { companyRoutes } from '@domain/api/routes'
import { levelFor } from '@domain/progress/exp'
import { learnerEndpoint } from '../conventions/learnerEndpoint'
import { runSql, sql } from '../../sql/runSql'
import { periodKey, RANKING_PERIODS } from '../../progress/rankings/periods'
import { averageLevel } from './companyView'
import { teamCounts, teamOf } from './teamContext'
import { idList, teamCourses } from './teamLessons'

/** How many rows the team rankings show, and timeline items come per page. */
export const TEAM_RANKING_SIZE = 100
export const TIMELINE_PAGE = 20

/**
 * GET /api/companies/:id/progress (members; docs/teams.md "Dashboard"): seats, the average level, and per lesson
 * of the displayed courses how many members completed it, read from team_lesson_counts (one row per lesson,
 * cms/teams/teamLessonCounts.ts) whatever the number of members and cleared pages.
 */
export const teamProgress = learnerEndpoint(
  companyRoutes.progress,
  async (ctx) => {
    const team = await teamOf(ctx)
    const companyId = team.company.id
    const [counts, average, courses] = await Promise.all([teamCounts(ctx.req, companyId), averageLevel(ctx.req, companyId), teamCourses(ctx.req, team.company, ctx.locale)])
    const lessonIds = courses.flatMap((course) => course.lessons.map((lesson) => lesson.id))
    const completed = lessonIds.length
      ? await runSql<{ lesson: number; members: number | string }>(
          ctx.req.payload,
          sql`SELECT lesson_id AS lesson, members FROM team_lesson_counts WHERE company_id = ${companyId} AND lesson_id IN (${idList(lessonIds)})`,
          ctx.req,
        )
      : []
    const membersOf = new Map(completed.map((row) => [Number(row.lesson), Number(row.members)]))
    return {
      memberCount: counts.withAccess,
      totalMemberCount: counts.total,
      contractedMemberCount: team.plan.contractedMemberCount,
      averageLevel: average,
      courses: courses.map((course) => ({ id: course.id, title: course.title, lessons: course.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title, completedMembers: membersOf.get(lesson.id) ?? 0 })) })),
    }
  },
  { signedIn: true },
)

const rankingQuery = z.object({ period: z.enum(RANKING_PERIODS).catch('day') })

/**
 * GET /api/companies/:id/rankings?period=day|week|total (members): the platform's ranking scores of the team's
 * members only. Inside a team everyone is named (the members know each other); ties share a rank.
 */
export const teamRankings = learnerEndpoint(
  companyRoutes.rankings,
  async (ctx) => {
    const team = await teamOf(ctx)
    const { period } = rankingQuery.parse({ period: ctx.req.searchParams.get('period') ?? undefined })
    const rows = await runSql<{ user_id: number; exp: number | string; name: string | null; total_exp: number | string | null }>(
      ctx.req.payload,
      sql`SELECT rs.user_id, rs.exp, u.name, u.total_exp FROM companies_users cu JOIN ranking_scores rs ON rs.user_id = cu.user_id AND rs.period_key = ${periodKey(period)}
          JOIN users u ON u.id = cu.user_id WHERE cu.company_id = ${team.company.id} AND rs.exp > 0 ORDER BY rs.exp DESC, rs.updated_at ASC LIMIT ${TEAM_RANKING_SIZE}`,
      ctx.req,
    )
    let rank = 0
    return {
      period,
      rankings: rows.map((row, index) => {
        const exp = Number(row.exp)
        if (index === 0 || exp !== Number(rows[index - 1].exp)) rank = index + 1
        return { rank, userId: Number(row.user_id), name: row.name ?? null, level: levelFor(Number(row.total_exp ?? 0)), exp, isMe: Number(row.user_id) === ctx.user.id }
      }),
    }
  },
  { signedIn: true },
)

const timelineQuery = z.object({ before: z.iso.datetime().optional().catch(undefined) })

/** GET /api/companies/:id/timeline?before= (members): the lessons members completed, newest first; muted members are left out. */
export const teamTimeline = learnerEndpoint(
  companyRoutes.timeline,
  async (ctx) => {
    const team = await teamOf(ctx)
    const { before } = timelineQuery.parse({ before: ctx.req.searchParams.get('before') ?? undefined })
    const older = before ? sql` AND lc.completed_at < ${before}` : sql``
    const rows = await runSql<{ id: number; user_id: number; name: string | null; lesson_id: number; completed_at: string | Date }>(
      ctx.req.payload,
      sql`SELECT lc.id, lc.user_id, u.name, lc.lesson_id, lc.completed_at FROM companies_users cu JOIN lesson_completions lc ON lc.user_id = cu.user_id JOIN users u ON u.id = cu.user_id
          WHERE cu.company_id = ${team.company.id} AND cu.muted = ${false}${older} ORDER BY lc.completed_at DESC LIMIT ${TIMELINE_PAGE + 1}`,
      ctx.req,
    )
    const page = rows.slice(0, TIMELINE_PAGE)
    const lessonIds = [...new Set(page.map((row) => Number(row.lesson_id)))]
    const lessons = lessonIds.length
      ? (await ctx.req.payload.find({ collection: 'lessons', where: { id: { in: lessonIds } }, select: { title: true, course: true }, depth: 1, limit: 0, pagination: false, locale: ctx.locale, overrideAccess: true, req: ctx.req })).docs
      : []
    const lessonOf = new Map(lessons.map((lesson) => [lesson.id, lesson]))
    const iso = (value: string | Date) => new Date(value).toISOString()
    return {
      items: page.map((row) => {
        const lesson = lessonOf.get(Number(row.lesson_id))
        const course = lesson && typeof lesson.course === 'object' ? lesson.course : null
        return { id: Number(row.id), userId: Number(row.user_id), name: row.name ?? null, lessonTitle: lesson?.title ?? '', courseTitle: course?.title ?? null, completedAt: iso(row.completed_at) }
      }),
      next: rows.length > TIMELINE_PAGE ? iso(page[page.length - 1].completed_at) : null,
    }
  },
  { signedIn: true },
)
