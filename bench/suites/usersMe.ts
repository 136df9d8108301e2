import autocannon from 'autocannon'
import { percentiles, type Stats } from '../lib/measure'
import { onBothDatabases } from '../lib/onBothDatabases'
import { spawnApiServer } from '../lib/spawnApiServer'
import { signIn } from './rankings'

const CONNECTIONS = 100

interface Load extends Stats {
  perSecond: number
  non2xx: number
  /** Connection errors and timeouts (autocannon gives up on a response after 10 s). */
  errors: number
}

/** `seconds` of GET `url` from CONNECTIONS keep-alive connections; requests/s and each response's latency. */
function load(url: string, cookie: string, seconds: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = []
    const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { cookie } }, (error, result) => {
      if (error) return reject(error)
      resolve({ perSecond: result.requests.total / result.duration, non2xx: result.non2xx, errors: result.errors, ...percentiles(latencies) })
    })
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
  })
}

type Row = [string, Load]

/** Payload's REST read of the user, /api/users/me and the exercise page's progress read, on one server. */
async function measureServer(env: Record<string, string>, seconds: number, label: string): Promise<Row[]> {
  const server = await spawnApiServer(env)
  try {
    const cookie = await signIn(server.url, server.user.email)
    const targets: [string, string][] = [
      [`GET /api/users/${server.user.id} (Payload's REST read of the same user)`, `${server.url}/api/users/${server.user.id}`],
      ['GET /api/users/me', `${server.url}/api/users/me`],
      ["the exercise page's progress read (GET /api/user_page_infos of a lesson)", `${server.url}/api/user_page_infos?where[lesson][equals]=1&depth=0&limit=1000&select[page]=true&select[completed]=true`],
    ]
    const rows: Row[] = []
    for (const [name, url] of targets) {
      await load(url, cookie, 2) // warm-up, not counted
      rows.push([`${name}, ${label}`, await load(url, cookie, seconds)])
    }
    return rows
  } finally {
    await server.stop()
  }
}

async function onDatabase(label: string, env: Record<string, string>, seconds: number): Promise<string> {
  // The same database, measured first as before the session read cache (SESSION_CACHE=off), then with it.
  const before = await measureServer({ ...env, SESSION_CACHE: 'off' }, seconds, 'no session cache')
  const after = await measureServer(env, seconds, 'session cache')
  const rows = [before[0], before[1], after[0], after[1], before[2], after[2]]
  const baseline = rows[0][1].perSecond
  const lines = rows.map(([name, r], i) => `| ${name} | ${Math.round(r.perSecond)} | ${i ? `${(r.perSecond / baseline).toFixed(2)}×` : 'baseline'} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.non2xx} | ${r.errors} |`)
  const me = after[1][1].perSecond / before[1][1].perSecond
  return `### ${label}

| measurement | requests/s | vs baseline | p50 ms | p95 ms | p99 ms | non-2xx | errors, timeouts |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${lines.join('\n')}

/api/users/me with the session cache: ${me.toFixed(2)}× its throughput without it, p99 ${after[1][1].p99.toFixed(0)} ms.
`
}

/** GET /api/users/me under autocannon, without and with the session read cache, beside Payload's plain REST read, on SQLite and PostgreSQL. */
export async function usersMeSuite(seconds: number): Promise<string> {
  const sections = await onBothDatabases('users-me', (label, env) => onDatabase(label, env, seconds))
  return `## GET /api/users/me throughput (autocannon, ${CONNECTIONS} connections)

${seconds} s of keep-alive GETs from ${CONNECTIONS} connections per row (after 2 s of warm-up each), signed in with the session
cookie, against Payload's handleEndpoints on node:http in a child process (tests/support/apiServer.ts); autocannon runs
in the bench process on the same 2 cores. Each database is served twice in the same run: first with SESSION_CACHE=off
(every request reads the account, its sessions, subscriptions and teams: the platform before the session read cache,
docs/sessions.md "Session read cache"), then with the cache. Baseline: Payload's plain REST read GET /api/users/{id}
of the same user without the cache. Latency percentiles over every response; errors are connection errors and
timeouts (autocannon gives up on a response after 10 s).

${sections.join('\n')}`
}
