import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { rootDir } from '@domain/repoPaths'

/** The suites of `npm run bench`; bench/run.ts's table of suites must match (checked by the type-checker). */
export const BENCH_SUITES = ['judge', 'stop', 'throughput', 'http', 'workspace', 'site', 'rankings', 'teams', 'usersMe', 'slides', 'terminal', 'telemetry', 'scale', 'scaleCeiling', 'audit'] as const
export type BenchSuite = (typeof BENCH_SUITES)[number]

export const benchReadme = path.join(rootDir, 'bench', 'README.md')

const headingOf = (section: string) => section.split('\n', 1)[0]

/** A section ("## heading" first) with the date it was measured under its heading. */
function dated(section: string, at: Date): string {
  const [heading, ...rest] = section.split('\n')
  return [heading, '', `_Measured ${at.toISOString()}._`, ...rest].join('\n')
}

/**
 * Writes `fresh` sections into bench/README.md: each replaces the section of the same heading where it
 * stood, new ones go last, and every other section is kept as it was, so `npm run bench -- site` or
 * `npm run audit` refreshes its own section without dropping the others. Returns the report.
 */
export function mergeIntoReport(fresh: string[], at = new Date()): string {
  const previousText = fs.existsSync(benchReadme) ? fs.readFileSync(benchReadme, 'utf8') : ''
  // Reports written before sections carried their own date had one "Run:" date for all of them.
  const previousRun = /^Run: (\S+)/m.exec(previousText)?.[1]
  const previous = previousText
    .split(/^(?=## )/m)
    .slice(1)
    .map((s) => (s.includes('_Measured ') || !previousRun ? s : s.replace('\n', `\n\n_Measured ${previousRun}._\n`)))
  const freshByHeading = new Map(fresh.map((s) => [headingOf(s), dated(s, at)]))
  const sections = previous.map((s) => freshByHeading.get(headingOf(s)) ?? s)
  const kept = new Set(previous.map(headingOf))
  sections.push(...[...freshByHeading].filter(([heading]) => !kept.has(heading)).map(([, s]) => s))

  const report = `# Benchmarks

Written by \`npm run bench\` (bench/run.ts); do not edit by hand.
Milliseconds unless a table says otherwise; sequential; every figure is measured in the same run as its
baseline. \`npm run bench -- <suite>\` re-measures one section (suites: ${BENCH_SUITES.join(', ')}).

Machine: Node ${process.version} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · ${Math.round(os.totalmem() / 2 ** 30)} GiB

${sections.map((s) => s.trimEnd()).join('\n\n')}
`
  fs.writeFileSync(benchReadme, report)
  return report
}
