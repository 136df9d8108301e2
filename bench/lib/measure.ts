import { performance } from 'node:perf_hooks'

export interface Stats {
  p50: number
  p95: number
  mean: number
}

/** Runs `task` `count` times one after another (after a warm-up) and returns latency percentiles in ms. */
export async function measure(task: () => Promise<void>, count: number, warmUp = 20): Promise<Stats> {
  for (let i = 0; i < warmUp; i++) await task()
  const samples: number[] = []
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    await task()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((a, b) => a + b, 0) / samples.length }
}
