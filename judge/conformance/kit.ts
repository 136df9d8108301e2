import path from 'node:path'
import type { RunOutput, SourceFile } from '@plugins/contract'
import { chromiumJailCases, type CaseResult, type JailRenderer } from '../image/jailCases'
import type { DiscoveredPlugin } from '../pluginHost/loader'
import { createPool } from '../sandbox/runPool'
import type { ConformancePrograms } from '@plugins/conformance'
import { differences, readExamples } from './examples'
import { hostTraces } from './hostTraces'

export type { CaseResult }

/** The two learners the kit plays. */
const LEARNER = 'kit:learner'
const OTHER = 'kit:other-learner'

/**
 * Runs the conformance kit against one plugin (docs/judge-sandbox.md). Everything a learner could do by
 * mistake or on purpose must end in a clear status, reach nothing of the host (no canary read, no process or
 * file left behind, no connection), leave nothing for the next learner, cost no other learner's run, and
 * leave the pool serving a normal run right after.
 */
export async function checkPlugin(plugin: DiscoveredPlugin, programs: ConformancePrograms, renderer?: JailRenderer): Promise<CaseResult[]> {
  // Two runs at once, so a bomb and another learner's program really share the pool.
  const pool = createPool(plugin, { size: 2, spares: 1, keep: 2 })
  const traces = await hostTraces()
  const support = programs.support ?? []
  const printed = programs.outputOf ?? ((o: RunOutput) => o.stdout)
  const lastLine = (o: RunOutput) => printed(o).trimEnd().split('\n').at(-1)
  const run = (files: SourceFile[], stdin = '', owner = LEARNER) => pool.run({ files, stdin, support }, { owner })
  const hostile = (files: SourceFile[], owner = LEARNER) => run(files, traces.stdin, owner)
  const everything = (o: RunOutput) => [printed(o), o.stdout, o.stderr, o.preview ?? '', o.error?.message ?? '', JSON.stringify(o.table ?? '')].join('\n')
  const results: CaseResult[] = []

  /** Runs one case, then checks the host and that a normal run still works. */
  const check = async (name: string, output: Promise<RunOutput>, passes: (o: RunOutput) => boolean, why: string | false = false) => {
    const o = await output
    const leaks = [
      everything(o).includes(traces.canary) && 'the canary file was read',
      traces.connections() > 0 && 'a connection reached the host',
      traces.markedProcesses().length > 0 && 'a process outlived the run',
      traces.markedFiles().length > 0 && 'a host file was written',
    ].filter(Boolean)
    const ok = passes(o) && leaks.length === 0
    const after = await run(programs.helloWorld)
    const healthy = after.status === 'ok' && lastLine(after) === 'Hello, World!'
    results.push({
      name,
      passed: ok && healthy,
      detail: [
        `status ${o.status}`,
        o.stdout && `stdout ${JSON.stringify(o.stdout.slice(0, 60))}`,
        o.stderr && `stderr ${JSON.stringify(o.stderr.slice(0, 80))}`,
        ...leaks,
        !passes(o) && why,
        !healthy && 'the next run failed',
      ]
        .filter(Boolean)
        .join(', '),
    })
  }
  /** Another learner's normal run, started together with a hostile one: its verdict must not change. */
  const beside = async (name: string, files: SourceFile[], passes: (o: RunOutput) => boolean, why: string | false = false) => {
    const [o, other] = await Promise.all([hostile(files), run(programs.helloWorld, '', OTHER)])
    const otherFine = other.status === 'ok' && lastLine(other) === 'Hello, World!'
    await check(name, Promise.resolve(o), (x) => passes(x) && otherFine, otherFine ? why : `another learner's run ended ${other.status}`)
  }

  try {
    await pool.ready()
    await check('hello world', run(programs.helloWorld), (o) => o.status === 'ok' && lastLine(o) === 'Hello, World!')
    await check('stdin', run(programs.stdinEcho, 'ninja\n'), (o) => o.status === 'ok' && lastLine(o) === 'NINJA')
    await check('infinite loop', run(programs.infiniteLoop), (o) => o.status === 'timeout')
    await check('output flood', run(programs.outputFlood), (o) => o.status === 'output_limit')
    await beside('memory bomb', programs.memoryBomb, (o) => o.status === 'memory_limit', 'it did not end with memory_limit')
    await check('reading a host file', run(programs.readHostFile), (o) => !/root:.*:0:0:/.test(everything(o)))
    await check('network', run(programs.network, `${traces.port}\n`), () => true, false)
    const [first, second] = programs.stateLeak
    await run(first)
    await check('state between runs', run(second), (o) => o.status === 'ok' && lastLine(o) === 'clean', 'the second run saw the first')
    await check('host realm', hostile(programs.hostRealm), (o) => !/\bESCAPED\b/.test(printed(o)), 'the program says it reached the host realm')
    // However the runtime dies, it is this run's verdict only (`beside` checks the other learner's run).
    await beside('fatal error', programs.fatalError, () => true)
    await beside('off-heap memory', programs.offHeapMemory, (o) => o.status !== 'ok', 'it allocated all it asked for')
    await check('shell and processes', hostile(programs.shell), () => true)
    const [plant, probe] = programs.crossLearner
    await hostile(plant)
    // A probe may also fail outright where the runtime refuses the means (SQL's ATTACH): only "leaked" fails.
    const probed = (o: RunOutput) => !/leaked/.test(printed(o)) && (o.status === 'error' || (o.status === 'ok' && lastLine(o) === 'clean'))
    await check('another learner', hostile(probe, OTHER), probed, 'the next learner saw what the first left')
    // The plugin's golden examples: each run's output as its expected.json says (plugins/README.md "Examples").
    for (const example of readExamples(path.dirname(plugin.runtimeModule))) {
      const output = await pool.run({ files: example.files, stdin: example.stdin, support }, { owner: LEARNER })
      const wrong = differences(output, example.expected)
      results.push({ name: `example: ${example.name}`, passed: wrong.length === 0, detail: wrong.join('; ') || `status ${output.status}` })
    }
    if (programs.rendersPreviews && renderer) {
      for (const result of await chromiumJailCases(renderer)) results.push({ ...result, name: `chromium: ${result.name}` })
    }
  } finally {
    await pool.close()
    await traces.close()
  }
  return results
}

/** The case names, in the order the kit runs them. */
export const CASE_NAMES = [
  'hello world', 'stdin', 'infinite loop', 'output flood', 'memory bomb', 'reading a host file', 'network', 'state between runs',
  'host realm', 'fatal error', 'off-heap memory', 'shell and processes', 'another learner',
] as const
