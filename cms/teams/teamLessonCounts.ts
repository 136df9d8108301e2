import type { Payload, PayloadRequest } from 'payload'
import { isSqlDatabase, runSql, sql, type SQL } from '../sql/runSql'

/**
 * team_lesson_counts (docs/teams.md "Dashboard"): per team and lesson, how many members completed it. Every
 * change is one atomic upsert inside the request's transaction, from the two facts it derives from:
 * lesson_completions and companies_users. Rows that fall to zero are removed (only a decrement can do that).
 */
async function upsert(req: Partial<PayloadRequest> & { payload: Payload }, rows: SQL, companyId: number | string, delta: 1 | -1) {
  if (!isSqlDatabase(req.payload)) return
  const at = new Date().toISOString()
  await runSql(
    req.payload,
    sql`INSERT INTO team_lesson_counts (company_id, lesson_id, members, updated_at, created_at) SELECT company_id, lesson_id, delta, ${at}, ${at} FROM (${rows}) AS changes
        WHERE true ON CONFLICT (company_id, lesson_id) DO UPDATE SET members = team_lesson_counts.members + excluded.members, updated_at = excluded.updated_at`,
    req,
  )
  if (delta < 0) await runSql(req.payload, sql`DELETE FROM team_lesson_counts WHERE company_id = ${companyId} AND members <= 0`, req)
}

/** A learner completed (delta 1) or lost (delta -1) a lesson: every team they belong to counts it. */
export async function countCompletion(req: Partial<PayloadRequest> & { payload: Payload }, userId: number, lessonId: number, delta: 1 | -1) {
  const teams = await runSql<{ company_id: number }>(req.payload, sql`SELECT company_id FROM companies_users WHERE user_id = ${userId}`, req)
  for (const { company_id } of teams) {
    await upsert(req, sql`SELECT CAST(${Number(company_id)} AS integer) AS company_id, CAST(${lessonId} AS integer) AS lesson_id, CAST(${delta} AS integer) AS delta`, company_id, delta)
  }
}

/** A learner joined (delta 1) or left (delta -1) a team: every lesson they completed counts for it. */
export async function countMembership(req: Partial<PayloadRequest> & { payload: Payload }, companyId: number, userId: number, delta: 1 | -1) {
  await upsert(req, sql`SELECT CAST(${companyId} AS integer) AS company_id, lesson_id, CAST(${delta} AS integer) AS delta FROM lesson_completions WHERE user_id = ${userId}`, companyId, delta)
}

/** Recounts every row from lesson_completions and companies_users (the migration that adds the table; benches). */
export async function rebuildTeamLessonCounts(payload: Payload, req?: Partial<PayloadRequest>) {
  if (!isSqlDatabase(payload)) return
  const at = new Date().toISOString()
  await runSql(payload, sql`DELETE FROM team_lesson_counts`, req)
  await runSql(
    payload,
    sql`INSERT INTO team_lesson_counts (company_id, lesson_id, members, updated_at, created_at)
        SELECT cu.company_id, lc.lesson_id, COUNT(*), ${at}, ${at} FROM companies_users cu JOIN lesson_completions lc ON lc.user_id = cu.user_id GROUP BY cu.company_id, lc.lesson_id`,
    req,
  )
}
