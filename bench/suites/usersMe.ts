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

async function onDatabase(label: string, env: Record<string, string>, seconds: number): Promise<string> {
  const server = await spawnApiServer(env)
  try {
    const cookie = await signIn(server.url, server.user.email)
    const me = `${server.url}/api/users/me`
    const byId = `${server.url}/api/users/${server.user.id}`
    await load(me, cookie, 2) // warm-up, not counted
    await load(byId, cookie, 2)
    const rows: [string, Load][] = [
      [`baseline: GET /api/users/${server.user.id} (Payload's REST read of the same user)`, await load(byId, cookie, seconds)],
      ['GET /api/users/me', await load(me, cookie, seconds)],
    ]
    const baseline = rows[0][1].perSecond
    const lines = rows.map(([name, r], i) => `| ${name} | ${Math.round(r.perSecond)} | ${i ? `${((r.perSecond / baseline) * 100).toFixed(0)} %` : 'baseline'} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.non2xx} | ${r.errors} |`)
    return `### ${label}

| measurement | requests/s | vs baseline | p50 ms | p95 ms | p99 ms | non-2xx | errors, timeouts |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${lines.join('\n')}
`
  } finally {
    await server.stop()
  }
}

/** GET /api/users/me under autocannon, beside Payload's plain REST read of the same user, on SQLite and PostgreSQL. */
export async function usersMeSuite(seconds: number): Promise<string> {
  const sections = await onBothDatabases('users-me', (label, env) => onDatabase(label, env, seconds))
  return `## GET /api/users/me throughput (autocannon, ${CONNECTIONS} connections)

${seconds} s of keep-alive GETs from ${CONNECTIONS} connections per row (after 2 s of warm-up each), signed in with the session
cookie, against Payload's handleEndpoints on node:http in a child process (tests/support/apiServer.ts); autocannon runs
in the bench process. Baseline: Payload's plain REST read GET /api/users/{id} of the same user, same server, same run.
Latency percentiles over every response.

${sections.join('\n')}`
}
