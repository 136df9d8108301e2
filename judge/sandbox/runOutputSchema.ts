import { z } from 'zod'
import { ERROR_CATEGORIES, RUN_STATUSES, type RunOutput } from '@plugins/contract'

const cell = z.union([z.string(), z.number(), z.null()])

/** A run's answer as a sandbox process may send it; anything else means the process is not behaving. */
const runOutput = z.object({
  status: z.enum(RUN_STATUSES),
  stdout: z.string(),
  stderr: z.string(),
  // A plugin's explanation is dropped: only the host explains (judge/engines/explainRunError.ts).
  error: z
    .object({
      message: z.string(),
      kind: z.string().max(64).optional(),
      category: z.enum(ERROR_CATEGORIES).optional(),
      name: z.string().max(200).optional(),
      line: z.number().int().optional(),
      file: z.string().optional(),
    })
    .strip()
    .optional(),
  table: z.object({ columns: z.array(z.string()), rows: z.array(z.array(cell)) }).strip().optional(),
  preview: z.string().optional(),
  aborted: z.boolean().optional(),
  servers: z.array(z.object({ port: z.number().int().min(1).max(65535) }).strip()).max(4).optional(),
  durationMs: z.number().nonnegative(),
})

/** A sandbox's answer, validated; null when it is malformed. */
export function runOutputFromSandbox(raw: unknown): RunOutput | null {
  const parsed = runOutput.safeParse(raw)
  return parsed.success ? parsed.data : null
}

/** The host's own output cap, in case a runtime did not honour it. */
export function capOutput(output: RunOutput, maxBytes: number): RunOutput {
  const bytes = Buffer.byteLength(output.stdout) + Buffer.byteLength(output.stderr)
  if (bytes <= maxBytes) return output
  return { ...output, status: 'output_limit', stdout: Buffer.from(output.stdout).subarray(0, maxBytes).toString(), stderr: '' }
}
