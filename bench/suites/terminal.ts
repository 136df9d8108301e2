import { performance } from 'node:perf_hooks'
import pty from '@lydell/node-pty'
import { io, type Socket } from 'socket.io-client'
import { SOCKET_CLIENT_OPTIONS } from '@domain/socket/options'
import { SERVER_EVENTS } from '@domain/socket/events'
import { descendantsOf, procFile } from '@judge/sandbox/procfs'
import { spawnPlatform, type SpawnedPlatform } from '@tests/support/spawnPlatform'
import { percentiles, table, type Row } from '../lib/measure'
import { sessionCookie } from '../lib/sessionCookie'

const CONCURRENT = 50
const PROMPT = /\$ $/

/** A signed-in learner's socket with their terminal's output collected. */
async function learner(platform: SpawnedPlatform, n: string) {
  const account = { email: `terminal-${n}-${Date.now()}@example.test`, password: 'bench-password-1' }
  await fetch(`${platform.url}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) })
  const socket = io(platform.url, { ...SOCKET_CLIENT_OPTIONS, extraHeaders: { cookie: await sessionCookie(platform.url, account) } })
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject))
  let output = ''
  const waiters: { test: (o: string) => boolean; resolve: () => void }[] = []
  socket.on(SERVER_EVENTS.terminalOutput, ({ data }: { data: string }) => {
    output += data
    for (const w of waiters.splice(0)) (w.test(output) ? w.resolve : () => waiters.push(w))()
  })
  const until = (test: (o: string) => boolean, ms = 60_000) =>
    new Promise<void>((resolve, reject) => {
      if (test(output)) return resolve()
      waiters.push({ test, resolve })
      setTimeout(() => reject(new Error(`no such output within ${ms / 1000} s: ${JSON.stringify(output.slice(-200))}`)), ms).unref()
    })
  return { socket, until, output: () => output, clear: () => (output = '') }
}

const ask = async (socket: Socket, event: string, data: unknown) => {
  const answer = await socket.timeout(60_000).emitWithAck(event, data)
  if (!answer.ok) throw new Error(`${event}: ${JSON.stringify(answer.error ?? answer)}`)
  return answer
}

/** Resident memory of a process and everything below it, in bytes. */
function treeMemory(pid: number) {
  return [pid, ...descendantsOf(pid)].reduce((sum, p) => sum + Number(/VmRSS:\s+(\d+)/.exec(procFile(p, 'status') ?? '')?.[1] ?? 0) * 1024, 0)
}

/** A local bash on a pseudo-terminal (no sandbox, no socket): the time from a key to its echo. */
async function localBashEcho(samples: number) {
  const shell = pty.spawn('/bin/bash', ['--norc', '--noprofile', '-i'], { name: 'xterm-256color', cols: 200, rows: 40, env: { PATH: '/usr/bin:/bin', PS1: '$ ', TERM: 'xterm-256color' } })
  let output = ''
  let waiting: (() => void) | null = null
  shell.onData((d) => {
    output += d
    waiting?.()
  })
  await new Promise<void>((resolve) => ((waiting = () => PROMPT.test(output) && resolve()), waiting()))
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    output = ''
    const echoed = new Promise<void>((resolve) => (waiting = () => output.includes('a') && resolve()))
    const start = performance.now()
    shell.write('a')
    await echoed
    times.push(performance.now() - start)
    if (i % 50 === 49) shell.write('\x15')
  }
  shell.kill()
  return percentiles(times)
}

/**
 * Terminal pages (docs/terminal.md): opening a page's terminal to its first prompt, cold (a new home: the
 * starting files and set-up) and warm (the home kept), and the time from a key to its echo through the socket
 * and the server's line editor, beside a local bash's own echo on a pseudo-terminal; then 50 learners with a
 * terminal open at once, each running a line, with the memory each terminal costs.
 */
export async function terminalSuite(samples: number): Promise<string> {
  const platform = await spawnPlatform()
  const sockets: Socket[] = []
  try {
    const pages = (await (await fetch(`${platform.url}/api/pages?where[slug][equals]=commandline-study-1.pwd-ls&depth=0`)).json()) as { docs: { id: number }[] }
    const pageId = pages.docs[0].id
    const open = { pageId, cols: 120, rows: 40, locale: 'en' }

    // Cold: a new learner each time (a new home). Warm: the same learner again, after closing.
    const cold: number[] = []
    const warm: number[] = []
    const one = await learner(platform, 'warm')
    sockets.push(one.socket)
    for (let i = 0; i < Math.min(samples, 20); i++) {
      const fresh = await learner(platform, `cold-${i}`)
      sockets.push(fresh.socket)
      let start = performance.now()
      await ask(fresh.socket, 'terminal:open', open)
      await fresh.until((o) => PROMPT.test(o))
      cold.push(performance.now() - start)
      await ask(fresh.socket, 'terminal:close', { pageId })
      fresh.socket.close()

      one.clear()
      start = performance.now()
      await ask(one.socket, 'terminal:open', open)
      await one.until((o) => PROMPT.test(o))
      warm.push(performance.now() - start)
      await ask(one.socket, 'terminal:close', { pageId })
    }

    // Echo: a key at the prompt, until its echo arrives.
    await ask(one.socket, 'terminal:open', open)
    await one.until((o) => PROMPT.test(o))
    const echo: number[] = []
    for (let i = 0; i < samples; i++) {
      one.clear()
      const start = performance.now()
      one.socket.emit('terminal:write', { pageId, data: 'a' })
      await one.until((o) => o.includes('a'))
      echo.push(performance.now() - start)
      if (i % 50 === 49) one.socket.emit('terminal:write', { pageId, data: '\x15' })
    }
    const local = await localBashEcho(samples)

    // 50 terminals at once: each opens, runs a line and waits for its prompt.
    const before = treeMemory(platform.pid)
    const many = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => learner(platform, `many-${i}`)))
    sockets.push(...many.map((m) => m.socket))
    let errors = 0
    const concurrentStart = performance.now()
    const lineTimes = await Promise.all(
      many.map(async (m) => {
        try {
          await ask(m.socket, 'terminal:open', open)
          await m.until((o) => PROMPT.test(o))
          m.clear()
          const start = performance.now()
          m.socket.emit('terminal:write', { pageId, data: 'ls -la && pwd\r' })
          await m.until((o) => /\r\n\/home\/learner\r\n[\s\S]*\$ $/.test(o))
          return performance.now() - start
        } catch (error) {
          console.error(error)
          errors++
          return NaN
        }
      }),
    )
    const allOpen = performance.now() - concurrentStart
    const after = treeMemory(platform.pid)
    const perTerminal = (after - before) / CONCURRENT / 2 ** 20
    const lines = percentiles(lineTimes.filter((t) => !Number.isNaN(t)))

    const rows: Row[] = [
      ['baseline: local bash, key → echo (pseudo-terminal, no sandbox, no socket)', local],
      ['terminal page, key → echo (socket, server line editor)', percentiles(echo)],
      ['open → first prompt, cold (new home: files + set-up)', percentiles(cold)],
      ['open → first prompt, warm (home kept)', percentiles(warm)],
      [`${CONCURRENT} terminals at once: \`ls -la && pwd\` → prompt`, lines],
    ]
    return `## Terminal pages (started platform, embedded SQLite)

A signed-in learner on the first commandline page (commandline-study-1 #1) (docs/terminal.md). Open → prompt: \`terminal:open\` until
the prompt arrives over the socket (a sandboxed bash started in the learner's home; cold also copies the page's
files and runs its set-up), ${cold.length} samples each. Key → echo: one key at the prompt until its echo
arrives, ${samples} samples, beside a local \`bash -i\` echoing a key on a pseudo-terminal in this process (no
sandbox, no socket, no server) measured in the same run. Then ${CONCURRENT} learners open a terminal at once and
each runs \`ls -la && pwd\` and waits for its prompt.

${table(rows)}

${CONCURRENT} terminals at once: ${errors} errors, all open and answered in ${(allOpen / 1000).toFixed(1)} s;
memory per terminal ${perTerminal.toFixed(1)} MB (resident memory of the platform and every process below it,
before and with the ${CONCURRENT} open, divided by ${CONCURRENT}: bash, the sandbox's processes and the server's share).
`
  } finally {
    sockets.forEach((s) => s.close())
    await platform.stop()
  }
}
