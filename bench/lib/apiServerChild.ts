/**
 * Child process of the rankings, teams and users/me benches: migrates the database of DATABASE_URL (or
 * DATA_DIR's SQLite file), optionally fills it with generated learners (bench/lib/rankingsData.ts) or a
 * generated team (bench/lib/teamData.ts), gives one learner a password and serves Payload's REST API on a free
 * port (tests/support/apiServer.ts: the handleEndpoints the Next route handlers call). Its own process, so the
 * load generator does not share its event loop.
 * Usage: node --import tsx bench/lib/apiServerChild.ts '{"rankingUsers":1000000}', '{"team":{"members":2000,
 * "clears":1000000}}' (signed in as the team's admin), or '{}' for one learner.
 * Prints progress lines, then one line "READY {json}"; serves until SIGTERM.
 */
import { z } from 'zod'
import { migrate } from '@cms/bootstrap/migrate'
import { payloadInstance } from '@cms/getPayload'
import { usersAbove } from '@cms/progress/rankings/expBuckets'
import { periodKey, RANKING_PERIODS } from '@cms/progress/rankings/periods'
import { startApiServer } from '@tests/support/apiServer'
import { measure } from './measure'
import { countAbove, generateRankings, midRankedUser } from './rankingsData'
import { generateTeam } from './teamData'
import { BENCH_PASSWORD, type ApiServerReady } from './spawnApiServer'

/** Progress for the bench's console (spawnApiServer echoes these lines only, not Payload's log). */
const progress = (line: string) => console.log(`» ${line}`)

const options = z
  .object({ rankingUsers: z.number().int().min(1).optional(), team: z.object({ members: z.number().int().min(1), clears: z.number().int().min(1) }).strict().optional() })
  .strict()
  .parse(JSON.parse(process.argv[2] ?? '{}'))
const payload = await payloadInstance()
await migrate(payload)
const ready: Partial<ApiServerReady> = {}
if (options.rankingUsers) {
  progress(`generating ${options.rankingUsers.toLocaleString('en')} learners into ${payload.db.name}…`)
  ready.generated = await generateRankings(payload, options.rankingUsers, progress)
  ready.user = await midRankedUser(payload)
  ready.ownRankQueries = []
  for (const period of RANKING_PERIODS) {
    const key = periodKey(period)
    const exp = ready.user.exp![period]
    ready.ownRankQueries.push({
      period,
      count: await measure(async () => void (await countAbove(payload, key, exp)), 50, 5),
      buckets: await measure(async () => void (await usersAbove(payload, key, exp)), 50, 5),
    })
  }
} else if (options.team) {
  const { members, clears } = options.team
  progress(`generating a team of ${members.toLocaleString('en')} members and ${clears.toLocaleString('en')} cleared pages into ${payload.db.name}…`)
  ready.team = await generateTeam(payload, members, clears, progress)
  ready.user = ready.team.admin
} else {
  // A second server on the same database (the users/me bench's rows with and without the session cache) reuses it.
  const email = 'bench-learner@example.test'
  const existing = (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })).docs[0]
  const user = existing ?? (await payload.create({ collection: 'users', data: { email, password: BENCH_PASSWORD, name: 'Bench', roles: ['learner'] } }))
  ready.user = { id: user.id, email: user.email }
}
await payload.update({ collection: 'users', id: ready.user.id, data: { password: BENCH_PASSWORD }, overrideAccess: true, depth: 0 })
const server = await startApiServer()
ready.url = server.url
console.log(`READY ${JSON.stringify(ready)}`)
process.once('SIGTERM', () => void server.close().then(() => payload.destroy()).finally(() => process.exit(0)))
