import { Pools } from '@judge/sandbox/pools'
import { percentiles, table, type Row } from '../lib/measure'

/** A program that never ends, per plugin that runs programs (html-css only renders). */
const LOOPS: Record<string, { file: string; content: string }> = {
  javascript: { file: 'script.js', content: 'while (true) {}' },
  python: { file: 'main.py', content: 'while True:\n    pass\n' },
  sql: { file: 'query.sql', content: 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r;' },
}

/**
 * Stop (docs/judge-sandbox.md "Stop"): how long after Stop a running infinite loop's run answers `stopped`,
 * per plugin, against what the learner waited before Stop worked (the plugin's time limit, then the kill).
 */
export async function stopSuite(stops: number): Promise<string> {
  const pools = new Pools()
  try {
    await pools.ready()
    const rows: Row[] = []
    for (const [plugin, loop] of Object.entries(LOOPS)) {
      const run = pools.runnerFor(plugin, [], `user:bench-stop-${plugin}`)
      const limited = await timed(() => run([{ path: loop.file, content: loop.content }]))
      const samples: number[] = []
      for (let i = 0; i < stops; i++) {
        const controller = new AbortController()
        const running = run([{ path: loop.file, content: loop.content }], { signal: controller.signal })
        // Let the loop really run first, as a learner's Stop comes after they see it hang.
        await new Promise((resolve) => setTimeout(resolve, 300))
        const stoppedAt = performance.now()
        controller.abort()
        const output = await running
        if (output.status !== 'stopped') throw new Error(`${plugin}: the run answered ${output.status}, not stopped`)
        samples.push(performance.now() - stoppedAt)
        // The next run gets a warm process: wait for it as a learner's next Run would.
        await run([{ path: loop.file, content: plugin === 'sql' ? 'SELECT 1;' : plugin === 'python' ? 'print(1)' : 'console.log(1)' }])
      }
      rows.push([`baseline: ${plugin} infinite loop ends at its time limit (no Stop)`, percentiles([limited])])
      rows.push([`${plugin}: Stop → the run answers stopped (target ≤ 200)`, percentiles(samples)])
    }
    return `## Stop (warm sandboxed processes)

Each plugin's infinite loop is started ${stops} times and stopped 300 ms later; the figure is the time from
Stop (the run's abort) to its \`stopped\` answer: the sandbox process is killed, a warm spare serves the
next run. Baseline: the same loop left alone, which ends at the plugin's time limit (one run).

${table(rows)}
`
  } finally {
    await pools.close()
  }
}

const timed = async (task: () => Promise<unknown>) => {
  const start = performance.now()
  await task()
  return performance.now() - start
}
