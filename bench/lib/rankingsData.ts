import type { Payload } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { sql } from 'drizzle-orm'
import { EXP_PER_PAGE } from '@domain/progress/exp'
import { periodKey, RANKING_PERIODS, type RankingPeriod } from '@cms/progress/rankings/periods'
import { rebuildRankingExpBuckets } from '@cms/progress/rankings/rebuildRankingExpBuckets'

/**
 * Generated learners for the rankings bench, written with SQL (Payload's create would take days for ten
 * million rows): `users` learners clearing pages of a PAGES-page course with a long tail (a third clear at
 * most two pages, one in a thousand several hundred; ten on average), a fifth of the clears today and the
 * rest spread over the year before; then ranking_scores of today, this week and all time summed from those
 * cleared pages with the exp of domain/progress/exp.ts, and the buckets counted from the scores by the
 * platform's own rebuildRankingExpBuckets. Deterministic: the same size gives the same data.
 */
export const PAGES = 500
const YEAR_SECONDS = 365 * 24 * 60 * 60
const USER_BATCH = 50_000

/** A pseudo-random number in [0, 1000003) for learner u's jth clear (SQL over integer columns). */
const mix = (u: string, j: string) => `((${u} * 2654435761 + ${j} * 40503) % 1000003)`
/** How many pages learner u cleared: 0–2 for 35 %, 3–7, 8–17, 18–37, 38–77, 78–177 and 178–477 for 0.1 %. */
const clears = (u: string) => {
  const r = `(${mix(u, '0')} % 1000)`
  const spread = `${mix(u, '1')}`
  return `(CASE WHEN ${r} < 350 THEN ${r} % 3 WHEN ${r} < 650 THEN 3 + ${r} % 5 WHEN ${r} < 880 THEN 8 + ${r} % 10
    WHEN ${r} < 960 THEN 18 + ${r} % 20 WHEN ${r} < 992 THEN 38 + ${spread} % 40 WHEN ${r} < 999 THEN 78 + ${spread} % 100 ELSE 178 + ${spread} % 300 END)`
}
/** The page of learner u's jth clear: distinct for every j < PAGES, as 7 and PAGES share no factor. */
const pageOf = (firstPage: number, u: string, j: string) => `${firstPage} + (${u} * 37 + 7 * ${j}) % ${PAGES}`
/** Epoch seconds: one clear in five today (between the day's start and now), the others in the year before. */
const clearedAt = (u: string, j: string, dayStart: number, now: number) =>
  `CASE WHEN ${mix(u, j)} % 5 = 0 THEN ${dayStart} + ${mix(u, j)} % ${Math.max(1, now - dayStart)} ELSE ${dayStart} - 1 - ${mix(u, j)} * 31 % ${YEAR_SECONDS} END`
const expOfPlan = (column: string) => `CASE ${column} ${Object.entries(EXP_PER_PAGE).map(([plan, exp]) => `WHEN '${plan}' THEN ${exp}`).join(' ')} END`

/** The instant a period began ("day:2026-11-23" starts at 00:00 Japan time), in epoch seconds. */
export const periodStart = (key: string) => Date.parse(`${key.split(':')[1]}T00:00:00+09:00`) / 1000

export type Progress = (line: string) => void

export interface Runner {
  run(statement: string): Promise<void>
  /** SQLite: one write transaction; PostgreSQL: one statement after the other (each commits). */
  runAll(statements: string[]): Promise<void>
  rows<T>(statement: string): Promise<T[]>
}

export function runnerFor(payload: Payload): Runner {
  if (payload.db.name === 'postgres') {
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    const run = async (s: string) => void (await db.execute(sql.raw(s)))
    return { run, runAll: async (all) => { for (const s of all) await run(s) }, rows: async <T>(s: string) => (await db.execute(sql.raw(s))).rows as T[] }
  }
  const client = (payload.db as unknown as SQLiteAdapter).client
  return {
    run: async (s) => void (await client.execute(s)),
    runAll: async (all) => void (await client.batch(all, 'write')),
    rows: async <T>(s: string) => (await client.execute(s)).rows as unknown as T[],
  }
}

/** One course, lesson and chapter with PAGES pages (six in ten basic, three plus, one professional). */
async function createPages(payload: Payload): Promise<{ firstPage: number; lessonId: number }> {
  const course = await payload.create({ collection: 'courses', data: { slug: 'bench', languageName: 'python', title: 'Bench', order: 1 } })
  const lesson = await payload.create({ collection: 'lessons', data: { slug: 'bench', course: course.id, category: 'bench', order: 1, title: 'Bench', planType: 'basic' } })
  const chapter = await payload.create({ collection: 'chapters', data: { slug: 'bench', lesson: lesson.id, order: 1, title: 'Bench' } })
  const ids: number[] = []
  for (let k = 0; k < PAGES; k++) {
    const planType = k % 10 < 6 ? 'basic' : k % 10 < 9 ? 'plus' : 'professional'
    const page = await payload.create({
      collection: 'pages',
      data: {
        slug: `bench-${k}`, chapter: chapter.id, order: k + 1, title: `Page ${k + 1}`, planType, filetreeType: 'default', judgeLanguage: 'python', instructions: 'Print hello',
        defaultFiles: [{ path: 'main.py', content: '# write here' }],
        answerFiles: [{ path: 'main.py', content: 'print("hello")' }],
        judges: [{ type: 'OutputJudge' as const, spec: { expected: 'hello\n', match: 'exact' } }],
      },
    })
    ids.push(page.id)
  }
  if (ids.some((id, k) => id !== ids[0] + k)) throw new Error('the generated pages did not get consecutive ids')
  return { firstPage: ids[0], lessonId: lesson.id }
}

/** The literals generated SQL needs on this database: a boolean, and a timestamp from epoch seconds (an SQL expression). */
export function dialectOf(payload: Payload) {
  const postgres = payload.db.name === 'postgres'
  return {
    postgres,
    bool: (value: boolean) => (postgres ? String(value) : value ? '1' : '0'),
    timestamp: (epoch: string) => (postgres ? `to_timestamp(${epoch})` : `strftime('%Y-%m-%dT%H:%M:%fZ', ${epoch}, 'unixepoch')`),
  }
}

/**
 * ranking_scores of today, this week and all time summed from the cleared pages in user_page_infos with the
 * exp of domain/progress/exp.ts, users' total_exp from the all-time score, and the buckets counted by the
 * platform's own rebuildRankingExpBuckets. For generated data only (the tables hold no scores before).
 */
export async function scoreClears(payload: Payload, now: Date, progress: Progress): Promise<void> {
  const db = runnerFor(payload)
  const { postgres, bool, timestamp } = dialectOf(payload)
  for (const period of RANKING_PERIODS) {
    const key = periodKey(period, now)
    const since = period === 'total' ? '' : `AND i.completed_at >= ${timestamp(String(periodStart(key)))}`
    await db.run(`INSERT INTO ranking_scores (user_id, period_key, exp, updated_at, created_at)
      SELECT i.user_id, '${key}', sum(${expOfPlan('p.plan_type')}), max(i.completed_at), min(i.completed_at)
      FROM user_page_infos i JOIN pages p ON p.id = i.page_id WHERE i.completed = ${bool(true)} ${since} GROUP BY i.user_id`)
    progress(`  ranking_scores of ${key}`)
  }
  await db.run(
    postgres
      ? `UPDATE users SET total_exp = s.exp FROM ranking_scores s WHERE s.user_id = users.id AND s.period_key = 'total'`
      : `UPDATE users SET total_exp = (SELECT exp FROM ranking_scores s WHERE s.user_id = users.id AND s.period_key = 'total')`,
  )
  await rebuildRankingExpBuckets(payload)
  progress(`  users' total exp and the exp buckets`)
}

/** SQLite, for bulk loading only: no fsync per batch and a large page cache (endBulkLoad sets SQLite's defaults back). */
export async function startBulkLoad(db: Runner, postgres: boolean) {
  if (postgres) return
  await db.run('PRAGMA synchronous = OFF')
  await db.run('PRAGMA cache_size = -1000000')
}

/** After a bulk load: PostgreSQL gets what autovacuum would have done by the time a real database holds this much. */
export async function endBulkLoad(db: Runner, postgres: boolean) {
  if (postgres) return db.run('VACUUM ANALYZE')
  await db.run('PRAGMA synchronous = FULL')
  await db.run('PRAGMA cache_size = -2000')
}

export interface GeneratedRankings {
  users: number
  clearedPages: number
  /** Users with a score in each period. */
  ranked: Record<RankingPeriod, number>
  /** Distinct exp values (bucket rows) in each period. */
  buckets: Record<RankingPeriod, number>
}

export async function generateRankings(payload: Payload, users: number, progress: Progress, now = new Date()): Promise<GeneratedRankings> {
  const db = runnerFor(payload)
  const { postgres, bool, timestamp } = dialectOf(payload)
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const dayStart = periodStart(periodKey('day', now))
  // The learners u of one batch, and each learner's clears (u, j) for j below their count, as row sources.
  const learners = (from: number, to: number) =>
    postgres
      ? { prefix: '', users: `generate_series(${from}, ${to}) AS s(u)`, clears: `(SELECT s.u, g.j FROM generate_series(${from}, ${to}) AS s(u), LATERAL generate_series(0, ${clears('s.u')} - 1) AS g(j)) AS c` }
      : {
          prefix: `WITH RECURSIVE s(u) AS (SELECT ${from} UNION ALL SELECT u + 1 FROM s WHERE u < ${to}),
            c(u, j) AS (SELECT u, 0 FROM s WHERE ${clears('u')} > 0 UNION ALL SELECT u, j + 1 FROM c WHERE j + 1 < ${clears('u')}) `,
          users: 's',
          clears: 'c',
        }

  const { firstPage, lessonId } = await createPages(payload)
  await startBulkLoad(db, postgres)
  const started = Date.now()
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`
  for (let from = 1; from <= users; from += USER_BATCH) {
    const to = Math.min(users, from + USER_BATCH - 1)
    const { prefix, users: learnersOf, clears: clearsOf } = learners(from, to)
    const joined = timestamp(String(dayStart - YEAR_SECONDS))
    const at = timestamp(clearedAt('c.u', 'c.j', dayStart, nowSeconds))
    await db.runAll([
      `${prefix}INSERT INTO users (id, email, name, display_ranking, created_at, updated_at)
        SELECT u, 'bench-' || u || '@example.test', 'Learner ' || u, u % 10 <> 0, ${joined}, ${joined} FROM ${learnersOf}`,
      `${prefix}INSERT INTO users_roles ("order", parent_id, value) SELECT 1, u, 'learner' FROM ${learnersOf}`,
      `${prefix}INSERT INTO user_page_infos (user_id, page_id, lesson_id, completed, completed_at, answer_flag, updated_at, created_at)
        SELECT c.u, ${pageOf(firstPage, 'c.u', 'c.j')}, ${lessonId}, ${bool(true)}, ${at}, ${bool(false)}, ${at}, ${at} FROM ${clearsOf}`,
    ])
    progress(`  users and cleared pages: ${to.toLocaleString('en')} / ${users.toLocaleString('en')} users (${elapsed()})`)
  }
  if (postgres) {
    await db.run(`SELECT setval('users_id_seq', ${users})`)
    await db.run(`SELECT setval('user_page_infos_id_seq', (SELECT max(id) FROM user_page_infos))`)
  }

  await scoreClears(payload, now, (line) => progress(`${line} (${elapsed()})`))
  await endBulkLoad(db, postgres)
  progress(`  done (${elapsed()})`)

  const count = async (table: string, key: string) => Number((await db.rows<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE period_key = '${key}'`))[0].n)
  const ranked = {} as Record<RankingPeriod, number>
  const buckets = {} as Record<RankingPeriod, number>
  for (const period of RANKING_PERIODS) {
    ranked[period] = await count('ranking_scores', periodKey(period, now))
    buckets[period] = await count('ranking_exp_buckets', periodKey(period, now))
  }
  const clearedPages = Number((await db.rows<{ n: number }>('SELECT count(*) AS n FROM user_page_infos'))[0].n)
  return { users, clearedPages, ranked, buckets }
}

/** The learner in the middle of today's ranking, with their score in each period. */
export async function midRankedUser(payload: Payload, now = new Date()): Promise<{ id: number; email: string; exp: Record<RankingPeriod, number> }> {
  const db = runnerFor(payload)
  const day = periodKey('day', now)
  const ranked = Number((await db.rows<{ n: number }>(`SELECT count(*) AS n FROM ranking_scores WHERE period_key = '${day}'`))[0].n)
  const [{ user_id: id }] = await db.rows<{ user_id: number }>(`SELECT user_id FROM ranking_scores WHERE period_key = '${day}' ORDER BY exp DESC, user_id LIMIT 1 OFFSET ${Math.floor(ranked / 2)}`)
  const exp = {} as Record<RankingPeriod, number>
  for (const period of RANKING_PERIODS) {
    const rows = await db.rows<{ exp: number }>(`SELECT exp FROM ranking_scores WHERE user_id = ${Number(id)} AND period_key = '${periodKey(period, now)}'`)
    exp[period] = Number(rows[0]?.exp ?? 0)
  }
  return { id: Number(id), email: `bench-${id}@example.test`, exp }
}

/** The own-rank query before the buckets (count the scores above), for the bench's baseline. */
export async function countAbove(payload: Payload, key: string, exp: number): Promise<number> {
  const [row] = await runnerFor(payload).rows<{ n: number }>(`SELECT count(*) AS n FROM ranking_scores WHERE period_key = '${key}' AND exp > ${Number(exp)}`)
  return Number(row.n)
}
