/**
 * What a native plugin's launcher reports, and how a step's end becomes a run's output (plugins/README.md
 * "Native runtimes"). A launcher written in the language writes at most one JSON line to fd 3 when the
 * learner's program fails: `{ kind, message, file?, line?, category?, name?, memory? }`. The line comes from
 * a process that ran learner code: it is checked field by field and only ever describes that learner's run.
 */
import { z } from 'zod'
import { ERROR_CATEGORIES, type NativeStepResult, type RunError, type RunOutput } from '../contract.ts'

const report = z
  .object({
    kind: z.string().max(64),
    message: z.string().max(8192),
    file: z.string().max(256).optional(),
    line: z.number().int().positive().optional(),
    category: z.enum(ERROR_CATEGORIES).optional(),
    name: z.string().max(200).optional(),
    /** The language ran out of memory (its heap limit, a failed allocation). */
    memory: z.boolean().optional(),
  })
  .strip()
export type LauncherReport = z.infer<typeof report>

/** The launcher's report, if it wrote a well-formed one. */
export function launcherReport(result: NativeStepResult): LauncherReport | null {
  for (const line of result.reports) {
    try {
      const parsed = report.safeParse(JSON.parse(line))
      if (parsed.success) return parsed.data
    } catch {
      // Not JSON: not a report.
    }
  }
  return null
}

/** A RunError from a report: the fields the contract knows, nothing else. */
export function runErrorOf(r: LauncherReport): RunError {
  const { kind, message, file, line, category, name } = r
  return { kind, message, ...(file && { file }), ...(line && { line }), ...(category && { category }), ...(name && { name }) }
}

/**
 * A run's output from the step that ran the learner's program: the host's verdicts (time, memory, output,
 * stopped) first, then the launcher's report, then the exit code.
 */
export function outputOfStep(result: NativeStepResult, isOutOfMemory: (stderr: string) => boolean = () => false): Omit<RunOutput, 'durationMs'> {
  const { stdout, stderr } = result
  if (result.status !== 'ok' && result.status !== 'error') return { status: result.status, stdout, stderr, ...(result.status === 'timeout' && { aborted: true }) }
  const reported = launcherReport(result)
  if (reported?.memory || (result.status === 'error' && isOutOfMemory(stderr))) return { status: 'memory_limit', stdout, stderr: '' }
  if (reported) return { status: 'error', stdout, stderr, error: runErrorOf(reported) }
  // A program killed by a fatal signal (the interpreter's own crash, 128 + SIGILL, SIGABRT, SIGBUS, SIGFPE, SIGSEGV).
  if (result.status === 'error' && (result.signal || [132, 134, 135, 136, 139].includes(result.exitCode ?? 0))) {
    return { status: 'crashed', stdout, stderr }
  }
  if (result.status === 'error') {
    return { status: 'error', stdout, stderr, ...(!stderr.trim() && { error: { message: `the program exited with status ${result.exitCode}` } }) }
  }
  return { status: 'ok', stdout, stderr, ...(result.servers?.length && { servers: result.servers.map((port) => ({ port })) }) }
}

/** The learner's files (and the page's hidden ones) as a step's files. */
export const stepFiles = (files: { path: string; content: string }[], support: { path: string; content: string }[] = []) =>
  [...support, ...files].map((f) => ({ path: f.path, content: f.content }))
