import { RANKING_PERIODS } from '@cms/progress/rankings/periods'
import { measure, table, type Row } from '../lib/measure'
import { onBothDatabases } from '../lib/onBothDatabases'
import { sessionCookie } from '../lib/sessionCookie'
import { BENCH_PASSWORD, spawnApiServer } from '../lib/spawnApiServer'

const TARGET_P95_MS = 50

/** Signs a bench user (BENCH_PASSWORD) in over HTTP and returns the session cookie. */
export const signIn = (url: string, email: string): Promise<string> => sessionCookie(url, { email, password: BENCH_PASSWORD })

/** One database: generate, serve, time the rankings over HTTP beside a plain REST read and the old count query. */
async function onDatabase(label: string, env: Record<string, string>, users: number, requests: number): Promise<string> {
  console.log(`rankings on ${label}:`)
  const server = await spawnApiServer(env, { rankingUsers: users })
  try {
    const cookie = await signIn(server.url, server.user.email)
    const get = async (p: string) => {
      const response = await fetch(`${server.url}${p}`, { headers: { cookie } })
      if (!response.ok) throw new Error(`${p} answered ${response.status}`)
      return response.json() as Promise<{ me: { rank: number | null } }>
    }
    const { generated, ownRankQueries } = server
    const rows: Row[] = [[`baseline: GET /api/users/${server.user.id} (Payload REST read of the same user)`, await measure(async () => void (await get(`/api/users/${server.user.id}`)), requests)]]
    const verdicts: string[] = []
    for (const period of RANKING_PERIODS) {
      const { me } = await get(`/api/rankings?period=${period}`)
      const stats = await measure(async () => void (await get(`/api/rankings?period=${period}`)), requests)
      rows.push([`GET /api/rankings?period=${period} (${generated!.ranked[period].toLocaleString('en')} ranked; own rank ${me.rank?.toLocaleString('en')})`, stats])
      verdicts.push(`${period} ${stats.p95.toFixed(1)} ms ${stats.p95 <= TARGET_P95_MS ? '✓' : '✗'}`)
    }
    for (const { period, count, buckets } of ownRankQueries!) {
      rows.push([`baseline: own rank as count(*) of higher ${period} scores (query before the buckets, SQL only)`, count])
      rows.push([`own rank as the sum of the ${period} exp buckets above (${generated!.buckets[period]} buckets, SQL only)`, buckets])
    }
    return `### ${label}

${generated!.users.toLocaleString('en')} users, ${generated!.clearedPages.toLocaleString('en')} cleared pages. p95 against the ${TARGET_P95_MS} ms target: ${verdicts.join(', ')}.

${table(rows)}`
  } finally {
    await server.stop()
  }
}

/**
 * GET /api/rankings at a million generated learners and ten million cleared pages, on SQLite and PostgreSQL,
 * signed in as the learner in the middle of today's ranking (so the own-rank path runs), over real HTTP.
 */
export async function rankingsSuite(users: number, requests: number): Promise<string> {
  const sections = await onBothDatabases('rankings', (label, env) => onDatabase(label, env, users, requests))
  return `## Rankings (GET /api/rankings at ${users.toLocaleString('en')} learners)

Generated with SQL by bench/lib/rankingsData.ts: learners clear pages of a 500-page course with a long tail (35 % at
most two pages, 0.1 % between 178 and 477; ten on average), one clear in five today and the rest over the year before
(a busy day: most learners are in today's ranking); ranking_scores for today, this week and all time summed from those
clears with the platform's exp per page; buckets counted by rebuildRankingExpBuckets. Served by Payload's
handleEndpoints on node:http in a child process (tests/support/apiServer.ts), signed in as the learner in the middle
of today's ranking. Sequential requests, ${requests} each after 20 warm-up requests. Baselines: Payload's REST read of
the same user through the same server, and the own-rank count query the buckets replaced (timed in the server process
without HTTP, 50 runs each). On a Monday, this week is today.

${sections.join('\n')}`
}
