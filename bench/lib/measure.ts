import { performance } from 'node:perf_hooks'

export interface Stats {
  p50: number
  p95: number
  p99: number
}
export type Row = [name: string, stats: Stats]

/** Runs `task` `count` times one after another (after a warm-up) and returns latency percentiles in ms. */
export async function measure(task: () => Promise<void>, count: number, warmUp = 20): Promise<Stats> {
  for (let i = 0; i < warmUp; i++) await task()
  const samples: number[] = []
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    await task()
    samples.push(performance.now() - start)
  }
  return percentiles(samples)
}

/**
 * Like `measure`, with `pauseMs` of idle time (not measured) before each sample: a learner's pace, which gives a
 * pool that starts processes ahead the time to have one ready, as it would between a learner's runs.
 */
export async function measurePaced(task: () => Promise<void>, count: number, pauseMs: number, warmUp = 5): Promise<Stats> {
  const pause = () => new Promise((resolve) => setTimeout(resolve, pauseMs))
  for (let i = 0; i < warmUp; i++) await pause().then(task)
  const samples: number[] = []
  for (let i = 0; i < count; i++) {
    await pause()
    const start = performance.now()
    await task()
    samples.push(performance.now() - start)
  }
  return percentiles(samples)
}

/** p50, p95 and p99 of samples measured elsewhere (in a browser, say). */
export function percentiles(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}

/** A Markdown table; every row's p50 is also shown against the nearest baseline row above it. */
export function table(rows: Row[]): string {
  let baseline: Stats | null = null
  const lines = rows.map(([name, s]) => {
    if (name.startsWith('baseline')) baseline = s
    const vs = baseline && !name.startsWith('baseline') ? relative(s.p50, (baseline as Stats).p50) : '—'
    return `| ${name} | ${s.p50.toFixed(2)} | ${s.p95.toFixed(2)} | ${s.p99.toFixed(2)} | ${name.startsWith('baseline') ? 'baseline' : vs} |`
  })
  return ['| measurement | p50 ms | p95 ms | p99 ms | p50 vs baseline |', '| --- | ---: | ---: | ---: | ---: |', ...lines].join('\n') + '\n'
}

const relative = (value: number, baseline: number) =>
  value <= baseline ? `${(baseline / value).toFixed(1)}× faster` : `${(value / baseline).toFixed(1)}× slower`

/**
 * Like `measure` for several tasks at once, taking turns (task 1, task 2, …, task 1, …), so that a load spike
 * on a shared machine lands on every row, baseline included, instead of on whichever row ran during it.
 */
export async function measureInTurns(tasks: [name: string, task: () => Promise<void>][], count: number, warmUp = 20): Promise<Row[]> {
  for (let i = 0; i < warmUp; i++) for (const [, task] of tasks) await task()
  const samples = tasks.map(() => [] as number[])
  for (let i = 0; i < count; i++) {
    for (const [index, [, task]] of tasks.entries()) {
      const start = performance.now()
      await task()
      samples[index].push(performance.now() - start)
    }
  }
  return tasks.map(([name], index) => [name, percentiles(samples[index])])
}
