import type { Payload } from 'payload'
import { measure, type Stats } from './measure'
import { rebuildTeamLessonCounts } from '@cms/teams/teamLessonCounts'
import { dialectOf, endBulkLoad, runnerFor, scoreClears, startBulkLoad, type Progress } from './rankingsData'

/**
 * A generated team for the team-dashboard bench (issue #19), written with SQL like rankingsData.ts (Payload's
 * create would take hours for a million cleared pages): a curriculum of COURSES courses × LESSONS lessons ×
 * PAGES_PER_LESSON pages (the courses, lessons and chapters through Payload, the pages with SQL), `members`
 * learners in one company that displays every course, under an academic team plan (a COMPANY subscription
 * with provider COUPON, inside its period), each member clearing `clears / members` pages in curriculum order
 * from their own starting page (wrapping round), one clear every STEP seconds over the year before; the
 * lesson_completions of every lesson whose pages a member all cleared, as recordLessonCompletion.ts writes
 * them, and the team's lesson counts recounted by the platform (cms/teams/teamLessonCounts.ts); users'
 * total_lesson_completion_count, ranking_scores and total_exp from those clears. The first member
 * is the team's admin (email confirmed). Deterministic: the same sizes give the same data.
 */
export const COURSES = 20
export const LESSONS = 5
export const PAGES_PER_LESSON = 10
const PAGES = COURSES * LESSONS * PAGES_PER_LESSON
const DAY_SECONDS = 24 * 60 * 60
const YEAR_SECONDS = 365 * DAY_SECONDS
/** Members whose rows go into one statement (SQLite: one write transaction). */
const MEMBER_BATCH = 250

export interface GeneratedTeam {
  companyId: number
  members: number
  courses: number
  lessons: number
  pages: number
  clearedPages: number
  lessonCompletions: number
  mutedMembers: number
  admin: { id: number; email: string }
  /** The dashboard's statements alone, in the server process without HTTP (50 runs each). */
  statements: { name: string; stats: Stats }[]
}

export async function generateTeam(payload: Payload, members: number, clears: number, progress: Progress, now = new Date()): Promise<GeneratedTeam> {
  const perMember = Math.round(clears / members)
  if (perMember < 1 || perMember > PAGES) throw new Error(`${clears} clears for ${members} members: each member clears between 1 and ${PAGES} pages`)
  const db = runnerFor(payload)
  const { postgres, bool, timestamp } = dialectOf(payload)
  const started = Date.now()
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`

  // The curriculum: courses, lessons and chapters through Payload (a few hundred creates), pages with SQL.
  const courseIds: number[] = []
  const chapters: { lesson: number; chapter: number }[] = []
  for (let c = 0; c < COURSES; c++) {
    const course = await payload.create({ collection: 'courses', data: { slug: `team-bench-${c}`, languageName: 'python', title: `Team course ${c + 1}`, order: 100 + c }, overrideAccess: true, depth: 0 })
    courseIds.push(course.id)
    for (let l = 0; l < LESSONS; l++) {
      const data = { slug: `team-bench-${c}-${l}`, course: course.id, category: `team-bench-${c}`, order: l + 1, title: `Lesson ${c + 1}-${l + 1}`, planType: 'basic' as const }
      const lesson = await payload.create({ collection: 'lessons', data, overrideAccess: true, depth: 0 })
      const chapter = await payload.create({ collection: 'chapters', data: { slug: `team-bench-${c}-${l}`, lesson: lesson.id, order: 1, title: 'Chapter 1' }, overrideAccess: true, depth: 0 })
      chapters.push({ lesson: lesson.id, chapter: chapter.id })
    }
  }
  const max = async (table: string) => Number((await db.rows<{ n: number | null }>(`SELECT max(id) AS n FROM ${table}`))[0].n ?? 0)
  const pageBase = await max('pages')
  const pageRows: string[] = []
  for (let g = 0; g < PAGES; g++) {
    const { lesson, chapter } = chapters[Math.floor(g / PAGES_PER_LESSON)]
    const planType = g % 10 < 6 ? 'basic' : g % 10 < 9 ? 'plus' : 'professional'
    pageRows.push(`(${pageBase + 1 + g}, 'team-bench-page-${g}', ${chapter}, ${lesson}, ${(g % PAGES_PER_LESSON) + 1}, '${planType}', 'default', 'python')`)
  }
  await db.runAll([
    `INSERT INTO pages (id, slug, chapter_id, lesson_id, "order", plan_type, filetree_type, judge_language) VALUES ${pageRows.join(', ')}`,
    `INSERT INTO pages_locales (title, instructions, _locale, _parent_id) SELECT 'Page ' || "order", 'Print hello', 'ja', id FROM pages WHERE id > ${pageBase}`,
  ])
  if (postgres) await db.run(`SELECT setval('pages_id_seq', ${pageBase + PAGES})`)
  progress(`  ${COURSES} courses, ${COURSES * LESSONS} lessons, ${PAGES} pages (${elapsed()})`)

  // The company, showing every course, and its academic plan from a month ago to eleven months ahead.
  const company = await payload.create({ collection: 'companies', data: { name: 'Bench team', displayedCourses: courseIds }, overrideAccess: true, depth: 0 })
  const nowSeconds = Math.floor(now.getTime() / 1000)
  await db.run(`INSERT INTO subscriptions (subscribable, company_id, type, provider, plan, starts_at, current_period_end, quantity)
    VALUES ('COMPANY', ${company.id}, 'active', 'COUPON', 'team_academic', ${timestamp(String(nowSeconds - 30 * DAY_SECONDS))}, ${timestamp(String(nowSeconds + 335 * DAY_SECONDS))}, ${members + 1000})`)

  // Members u = 1…members: user id userBase + u; member u joined on day u % 30 of the year before, cleared
  // page (37u + j) mod PAGES as its jth clear, STEP seconds after the one before.
  const userBase = await max('users')
  const firstDay = nowSeconds - YEAR_SECONDS
  const step = Math.floor((YEAR_SECONDS - 31 * DAY_SECONDS) / perMember)
  const joined = (u: string) => `${firstDay} + (${u} % 30) * ${DAY_SECONDS}`
  const device = postgres ? `(CASE WHEN s.u % 5 = 0 THEN 'app' ELSE 'web' END)::enum_companies_users_device` : `CASE WHEN s.u % 5 = 0 THEN 'app' ELSE 'web' END`
  const sources = (from: number, to: number) =>
    postgres
      ? { prefix: '', members: `generate_series(${from}, ${to}) AS s(u)`, clears: `generate_series(${from}, ${to}) AS s(u) CROSS JOIN generate_series(0, ${perMember - 1}) AS g(j)` }
      : {
          prefix: `WITH RECURSIVE s(u) AS (SELECT ${from} UNION ALL SELECT u + 1 FROM s WHERE u < ${to}), g(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM g WHERE j < ${perMember - 1}) `,
          members: 's',
          clears: 's CROSS JOIN g',
        }
  await startBulkLoad(db, postgres)
  for (let from = 1; from <= members; from += MEMBER_BATCH) {
    const to = Math.min(members, from + MEMBER_BATCH - 1)
    const { prefix, members: membersOf, clears: clearsOf } = sources(from, to)
    const joinedAt = timestamp(joined('s.u'))
    const at = timestamp(`${joined('s.u')} + ${DAY_SECONDS} + g.j * ${step}`)
    await db.runAll([
      `${prefix}INSERT INTO users (id, email, name, display_ranking, email_confirmed_at, created_at, updated_at)
        SELECT ${userBase} + s.u, 'team-bench-' || s.u || '@example.test', 'Member ' || s.u, ${bool(true)}, ${joinedAt}, ${joinedAt}, ${joinedAt} FROM ${membersOf}`,
      `${prefix}INSERT INTO users_roles ("order", parent_id, value) SELECT 1, ${userBase} + s.u, 'learner' FROM ${membersOf}`,
      `${prefix}INSERT INTO companies_users (company_id, user_id, paid_access, admin, muted, device, locale_user_type, created_at, updated_at)
        SELECT ${company.id}, ${userBase} + s.u, ${bool(true)}, s.u = 1, s.u % 50 = 0, ${device}, 'ja', ${joinedAt}, ${joinedAt} FROM ${membersOf}`,
      `${prefix}INSERT INTO user_page_infos (user_id, page_id, lesson_id, completed, completed_at, answer_flag, updated_at, created_at)
        SELECT ${userBase} + s.u, p.id, p.lesson_id, ${bool(true)}, ${at}, ${bool(false)}, ${at}, ${at}
        FROM ${clearsOf} JOIN pages p ON p.id = ${pageBase + 1} + (s.u * 37 + g.j) % ${PAGES}`,
    ])
    progress(`  members and cleared pages: ${to.toLocaleString('en')} / ${members.toLocaleString('en')} (${elapsed()})`)
  }
  if (postgres) {
    await db.run(`SELECT setval('users_id_seq', ${userBase + members})`)
    await db.run(`SELECT setval('user_page_infos_id_seq', (SELECT max(id) FROM user_page_infos))`)
  }

  // A lesson is completed when all its pages are cleared, at its last page's clear (recordLessonCompletion.ts).
  await db.run(`INSERT INTO lesson_completions (user_id, lesson_id, completed_at, updated_at, created_at)
    SELECT i.user_id, i.lesson_id, max(i.completed_at), max(i.completed_at), max(i.completed_at)
    FROM user_page_infos i JOIN (SELECT lesson_id, count(*) AS n FROM pages GROUP BY lesson_id) p ON p.lesson_id = i.lesson_id
    WHERE i.completed = ${bool(true)} AND i.user_id > ${userBase} GROUP BY i.user_id, i.lesson_id, p.n HAVING count(*) = p.n`)
  await db.run(`UPDATE users SET total_lesson_completion_count = (SELECT count(*) FROM lesson_completions lc WHERE lc.user_id = users.id) WHERE id > ${userBase}`)
  progress(`  lesson completions (${elapsed()})`)
  await rebuildTeamLessonCounts(payload)
  progress(`  the team's lesson counts, recounted by cms/teams/teamLessonCounts.ts (${elapsed()})`)
  await scoreClears(payload, now, (line) => progress(`${line} (${elapsed()})`))
  await endBulkLoad(db, postgres)
  progress(`  done (${elapsed()})`)

  const count = async (statement: string) => Number((await db.rows<{ n: number }>(statement))[0].n)
  const lessonIds = chapters.map((c) => c.lesson).join(', ')
  const t = bool(true)
  const f = bool(false)
  // The dashboard's statements as cms/api/companies (teamDashboard.ts, members.ts) send them, with the values inlined.
  const statements: [string, string][] = [
    [
      `progress: completed members per lesson (${COURSES * LESSONS} lessons) from team_lesson_counts`,
      `SELECT lesson_id AS lesson, members FROM team_lesson_counts WHERE company_id = ${company.id} AND lesson_id IN (${lessonIds})`,
    ],
    [
      'before: the same counts grouped over every member\'s lesson_completions',
      `SELECT lc.lesson_id AS lesson, COUNT(*) AS members FROM companies_users cu JOIN lesson_completions lc ON lc.user_id = cu.user_id
        WHERE cu.company_id = ${company.id} AND lc.lesson_id IN (${lessonIds}) GROUP BY lc.lesson_id`,
    ],
    ['progress: average level (every member\'s exp)', `SELECT u.total_exp AS exp FROM companies_users cu JOIN users u ON u.id = cu.user_id WHERE cu.company_id = ${company.id}`],
    [
      'members: page 1 with cleared pages per member',
      `SELECT cu.id, cu.user_id, cu.paid_access, cu.admin, cu.muted, cu.device, cu.locale_user_type, cu.created_at, u.name, u.email, u.total_exp, u.total_lesson_completion_count,
        (SELECT COUNT(*) FROM user_page_infos upi WHERE upi.user_id = cu.user_id AND upi.completed = ${t}) AS cleared
        FROM companies_users cu JOIN users u ON u.id = cu.user_id WHERE cu.company_id = ${company.id} ORDER BY cu.id LIMIT 20 OFFSET 0`,
    ],
    [
      'timeline: newest 21 completions of unmuted members',
      `SELECT lc.id, lc.user_id, u.name, lc.lesson_id, lc.completed_at FROM companies_users cu JOIN lesson_completions lc ON lc.user_id = cu.user_id JOIN users u ON u.id = cu.user_id
        WHERE cu.company_id = ${company.id} AND cu.muted = ${f} ORDER BY lc.completed_at DESC LIMIT 21`,
    ],
  ]
  const timed: GeneratedTeam['statements'] = []
  for (const [name, statement] of statements) {
    timed.push({ name, stats: await measure(async () => void (await db.rows(statement)), 50, 5) })
    const plan = await db.rows<Record<string, unknown>>(`${postgres ? 'EXPLAIN ANALYZE' : 'EXPLAIN QUERY PLAN'} ${statement}`)
    progress(`  plan of ${name}:`)
    for (const row of plan) progress(`    ${postgres ? row['QUERY PLAN'] : row.detail}`)
  }
  return {
    companyId: company.id,
    members,
    courses: COURSES,
    lessons: COURSES * LESSONS,
    pages: PAGES,
    clearedPages: await count(`SELECT count(*) AS n FROM user_page_infos WHERE user_id > ${userBase}`),
    lessonCompletions: await count(`SELECT count(*) AS n FROM lesson_completions WHERE user_id > ${userBase}`),
    mutedMembers: await count(`SELECT count(*) AS n FROM companies_users WHERE company_id = ${company.id} AND muted = ${t}`),
    admin: { id: userBase + 1, email: 'team-bench-1@example.test' },
    statements: timed,
  }
}
