import { measureInTurns, table, type Row } from '../lib/measure'
import { onBothDatabases, type DatabaseEnv } from '../lib/onBothDatabases'
import { spawnApiServer } from '../lib/spawnApiServer'
import { LESSONS, PAGES_PER_LESSON } from '../lib/teamData'
import { signIn } from './rankings'

/** Issue #19: the progress tab of a 2,000-member team with a million cleared pages, p95 at most this. */
const TARGET_P95_MS = 100

/** One database: generate the team, serve, time the dashboard's reads over HTTP beside a plain REST read. */
async function onDatabase(label: string, env: DatabaseEnv, members: number, clears: number, requests: number): Promise<{ section: string; verdict: string }> {
  console.log(`teams on ${label}:`)
  const server = await spawnApiServer(env, { team: { members, clears } })
  try {
    const team = server.team!
    const cookie = await signIn(server.url, server.user.email)
    const get = (p: string) => async () => {
      const response = await fetch(`${server.url}${p}`, { headers: { cookie } })
      if (!response.ok) throw new Error(`${p} answered ${response.status}`)
      await response.arrayBuffer()
    }
    // What the dashboard shows, checked once before timing: every member counted, the lessons' completions.
    const progress = (await (await fetch(`${server.url}/api/companies/${team.companyId}/progress`, { headers: { cookie } })).json()) as {
      totalMemberCount: number
      courses: { lessons: { completedMembers: number }[] }[]
    }
    const shownCompletions = progress.courses.flatMap((c) => c.lessons).reduce((sum, lesson) => sum + lesson.completedMembers, 0)
    if (progress.totalMemberCount !== team.members || shownCompletions !== team.lessonCompletions) {
      throw new Error(`the progress tab shows ${progress.totalMemberCount} members and ${shownCompletions} completions, not ${team.members} and ${team.lessonCompletions}`)
    }
    const company = `/api/companies/${team.companyId}`
    const rows = await measureInTurns(
      [
        [`baseline: GET /api/users/${server.user.id} (Payload REST read of the same user)`, get(`/api/users/${server.user.id}`)],
        [`GET ${company}/progress (${team.lessons} lessons in ${team.courses} displayed courses)`, get(`${company}/progress`)],
        [`GET ${company}/members?page=1 (20 of ${team.members.toLocaleString('en')}, cleared pages counted per member)`, get(`${company}/members?page=1`)],
        [`GET ${company}/timeline (newest 20 of ${team.lessonCompletions.toLocaleString('en')} completions)`, get(`${company}/timeline`)],
      ],
      requests,
    )
    const p95 = rows[1][1].p95
    const met = `${p95.toFixed(1)} ms ${p95 <= TARGET_P95_MS ? '✓' : '✗'}`
    const verdict = `${label} ${met}`
    const statements: Row[] = team.statements.map(({ name, stats }) => [name, stats])
    return {
      verdict,
      section: `### ${label}

${team.members.toLocaleString('en')} members (${team.mutedMembers} muted), ${team.clearedPages.toLocaleString('en')} cleared pages, ${team.lessonCompletions.toLocaleString('en')} lesson completions. GET /progress p95 against the ${TARGET_P95_MS} ms target: ${met}.

${table(rows)}
The endpoints' main statements alone (SQL only, in the server process, no HTTP; no baseline):

${table(statements)}`,
    }
  } finally {
    await server.stop()
  }
}

/**
 * The team dashboard (issue #19): GET /api/companies/{id}/progress, /members?page=1 and /timeline for a team of
 * `members` learners with `clears` cleared pages in all, on SQLite and PostgreSQL, signed in as the team's admin,
 * over real HTTP, beside Payload's REST read of the same user measured in the same run (in turns).
 */
export async function teamsSuite(members: number, clears: number, requests: number): Promise<string> {
  const results = await onBothDatabases('teams', (label, env) => onDatabase(label, env, members, clears, requests))
  const met = results.every((r) => r.verdict.endsWith('✓'))
  return `## Team dashboard (GET /api/companies/{id}/progress, ${members.toLocaleString('en')} members, ${clears.toLocaleString('en')} clears)

Target (issue #19): GET /api/companies/{id}/progress p95 at most ${TARGET_P95_MS} ms on SQLite and PostgreSQL: ${met ? 'met' : 'not met'}
(${results.map((r) => r.verdict).join(', ')}). /members and /timeline are reported without a target.

Generated with SQL by bench/lib/teamData.ts: one company showing 20 courses of ${LESSONS} lessons × ${PAGES_PER_LESSON} pages, an
academic team plan (COMPANY subscription, COUPON, inside its period), ${members.toLocaleString('en')} members (one in fifty muted), each
clearing ${Math.round(clears / members)} pages in curriculum order from their own first page over the year before; lesson_completions
for every lesson a member cleared in full, the team's lesson counts recounted by the platform (hooks keep them in use),
ranking scores and total exp from the clears. Served by Payload's handleEndpoints on node:http in a child process (tests/support/apiServer.ts), signed in as the team's admin.
Sequential requests, ${requests} of each after 20 warm-up rounds, taking turns (one of each, then again) so that load
from elsewhere on the machine falls on every row alike. Baseline: Payload's REST read of the same user through the
same server. The "SQL only" rows time the endpoints' main statements in the server process without HTTP (50 runs
each; SQLite without ANALYZE statistics, as the platform never runs it; PostgreSQL after VACUUM ANALYZE).

${results.map((r) => r.section).join('\n')}`
}
