import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { io, type Socket } from 'socket.io-client'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { spawnPlatform } from '@tests/support/spawnPlatform'
import { sessionCookie } from '../lib/sessionCookie'

const SOCKETS = 50
const ANSWER = "console.log('Hello, World!');\n"

/** Runs `task` `total` times with at most `parallel` at once; returns runs per second and latency percentiles. */
async function saturate(total: number, parallel: number, task: (i: number) => Promise<void>) {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: parallel }, async (_, lane) => {
      while (next < total) {
        next++
        const t = performance.now()
        await task(lane)
        latencies.push(performance.now() - t)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.floor(q * (latencies.length - 1))]
  return { perSecond: total / seconds, p50: at(0.5), p95: at(0.95) }
}

const spawnNode = () =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', ANSWER], { stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`node exited ${code}`))))
  })

/** Judge throughput with 50 learners submitting at once over their sockets, beside 50 concurrent spawns. */
export async function throughputSuite(submissionsPerSocket: number): Promise<string> {
  const platform = await spawnPlatform({ STAFF_EMAIL: 'bench@example.test', STAFF_PASSWORD: 'bench-password' })
  const sockets: Socket[] = []
  try {
    const pages = (await (await fetch(`${platform.url}/api/pages?where[slug][equals]=javascript-study-1.console-log&depth=0`)).json()) as { docs: { id: number }[] }
    const pageId = pages.docs[0].id
    for (let i = 0; i < SOCKETS; i++) {
      const email = `bench-${i}-${Date.now()}@example.test`
      const account = { email, password: 'bench-password-1' }
      await fetch(`${platform.url}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) })
      const cookie = await sessionCookie(platform.url, account)
      const socket = io(platform.url, { ...SOCKET_CLIENT_OPTIONS, extraHeaders: { cookie } })
      sockets.push(socket)
      await socket.timeout(30_000).emitWithAck('file:write', { pageId, path: 'script.js', content: ANSWER })
    }
    const total = SOCKETS * submissionsPerSocket
    const judged = await saturate(total, SOCKETS, async (lane) => {
      const result = await sockets[lane].timeout(60_000).emitWithAck('code:submit', { pageId })
      if (!result.cleared) throw new Error('a submission did not clear')
    })
    const spawned = await saturate(total, SOCKETS, spawnNode)
    const row = (name: string, r: { perSecond: number; p50: number; p95: number }, vs: string) =>
      `| ${name} | ${r.perSecond.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${vs} |`
    return `## Judge throughput (${SOCKETS} concurrent sockets, started platform)

${SOCKETS} learners submit the javascript hello-world page ${submissionsPerSocket} times each, all at once, over
their own sockets (judged, saved, completion recorded). Baseline: the same number of runs spawning \`node\` per
submission, ${SOCKETS} at a time. Latency is per submission as a learner waits for it, queueing included.

| measurement | runs/s | p50 ms | p95 ms | vs baseline |
| --- | ---: | ---: | ---: | ---: |
${row('baseline: spawn `node` per submission', spawned, 'baseline')}
${row('socket submit → judged verdict', judged, `${(judged.perSecond / spawned.perSecond).toFixed(1)}× the throughput`)}
`
  } finally {
    sockets.forEach((s) => s.close())
    await platform.stop()
  }
}
