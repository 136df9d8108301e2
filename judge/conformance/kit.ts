import net from 'node:net'
import type { RunOutput } from '../../plugins/contract'
import type { DiscoveredPlugin } from '../plugins/loader'
import { createPool } from '../sandbox/pools'
import type { ConformancePrograms } from './cases'

export interface CaseResult {
  name: string
  passed: boolean
  detail: string
}

/**
 * Runs the conformance kit against one plugin: everything a learner could do by mistake or on purpose must
 * end in a clear status, and the pool must still serve a normal run right after each hostile one.
 */
export async function checkPlugin(plugin: DiscoveredPlugin, programs: ConformancePrograms): Promise<CaseResult[]> {
  const pool = createPool(plugin)
  const support = programs.support ?? []
  const printed = programs.outputOf ?? ((o: RunOutput) => o.stdout)
  const lastLine = (o: RunOutput) => printed(o).trimEnd().split('\n').at(-1)
  const run = (files: ConformancePrograms['helloWorld'], stdin = '') => pool.run({ files, stdin, support })
  const results: CaseResult[] = []
  const check = async (name: string, output: Promise<RunOutput>, passes: (o: RunOutput) => boolean) => {
    const o = await output
    const ok = passes(o)
    const after = await run(programs.helloWorld)
    const healthy = after.status === 'ok' && lastLine(after) === 'Hello, World!'
    results.push({
      name,
      passed: ok && healthy,
      detail: `status ${o.status}${o.stdout ? `, stdout ${JSON.stringify(o.stdout.slice(0, 60))}` : ''}${o.stderr ? `, stderr ${JSON.stringify(o.stderr.slice(0, 80))}` : ''}${healthy ? '' : '; the next run failed'}`,
    })
  }
  try {
    await pool.ready()
    await check('hello world', run(programs.helloWorld), (o) => o.status === 'ok' && lastLine(o) === 'Hello, World!')
    await check('stdin', run(programs.stdinEcho, 'ninja\n'), (o) => o.status === 'ok' && lastLine(o) === 'NINJA')
    await check('infinite loop', run(programs.infiniteLoop), (o) => o.status === 'timeout')
    await check('output flood', run(programs.outputFlood), (o) => o.status === 'output_limit')
    await check('memory bomb', run(programs.memoryBomb), (o) => o.status === 'memory_limit' || o.status === 'timeout')
    await check('reading a host file', run(programs.readHostFile), (o) => !/root:.*:0:0:/.test(printed(o) + o.stdout + o.stderr + (o.preview ?? '')))
    const listener = await listen()
    await check('network', run(programs.network, `${listener.port}\n`), () => listener.connections() === 0)
    await listener.close()
    const [first, second] = programs.stateLeak
    await run(first)
    await check('state between runs', run(second), (o) => o.status === 'ok' && lastLine(o) === 'clean')
  } finally {
    await pool.close()
  }
  return results
}

/** A TCP listener on loopback that counts the connections it receives. */
async function listen() {
  let count = 0
  const server = net.createServer((socket) => {
    count++
    socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
