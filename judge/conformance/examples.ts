import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { ERROR_CATEGORIES, RUN_STATUSES, type RunOutput, type SourceFile } from '@plugins/contract'

/**
 * A plugin's golden examples (plugins/README.md "Examples"), in the spirit of Exercism's test runners: each
 * folder under plugins/<id>/examples/ holds the learner's files in files/, optionally stdin.txt, and
 * expected.json, the parts of the run's output that must come out exactly so.
 */
const expectedOutput = z
  .object({
    status: z.enum(RUN_STATUSES),
    stdout: z.string().optional(),
    error: z
      .object({
        kind: z.string().optional(),
        category: z.enum(ERROR_CATEGORIES).optional(),
        name: z.string().optional(),
        line: z.number().int().optional(),
        file: z.string().optional(),
      })
      .strict()
      .optional(),
    /** Texts the preview document must contain (HTML/CSS pages). */
    previewIncludes: z.array(z.string()).optional(),
    /** The ports the program listens on when the run answers (plugins/README.md "Servers"). */
    servers: z.array(z.number().int()).optional(),
  })
  .strict()
export type ExpectedOutput = z.infer<typeof expectedOutput>

export interface Example {
  name: string
  files: SourceFile[]
  stdin: string
  expected: ExpectedOutput
}

/** The examples of the plugin in `folder`, sorted by name; a malformed expected.json names its file. */
export function readExamples(folder: string): Example[] {
  const root = path.join(folder, 'examples')
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const dir = path.join(root, name)
      const filesDir = path.join(dir, 'files')
      const files = (fs.readdirSync(filesDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((f) => f.isFile())
        .map((f) => path.relative(filesDir, path.join(f.parentPath, f.name)))
        .sort()
        .map((file) => ({ path: file.split(path.sep).join('/'), content: fs.readFileSync(path.join(filesDir, file), 'utf8') }))
      const stdinFile = path.join(dir, 'stdin.txt')
      const parsed = expectedOutput.safeParse(JSON.parse(fs.readFileSync(path.join(dir, 'expected.json'), 'utf8')))
      if (!parsed.success) throw new Error(`${path.join(dir, 'expected.json')} → ${parsed.error.issues[0].path.join('.')}: ${parsed.error.issues[0].message}`)
      return { name, files, stdin: fs.existsSync(stdinFile) ? fs.readFileSync(stdinFile, 'utf8') : '', expected: parsed.data }
    })
}

/** What differs between a run's output and an example's expectation (empty: it matches). */
export function differences(output: RunOutput, expected: ExpectedOutput): string[] {
  const found: string[] = []
  if (output.status !== expected.status) found.push(`status ${output.status}, expected ${expected.status}`)
  if (expected.stdout !== undefined && output.stdout !== expected.stdout) found.push(`stdout ${JSON.stringify(output.stdout)}, expected ${JSON.stringify(expected.stdout)}`)
  for (const [key, value] of Object.entries(expected.error ?? {})) {
    const actual = output.error?.[key as keyof NonNullable<ExpectedOutput['error']>]
    if (actual !== value) found.push(`error.${key} ${JSON.stringify(actual)}, expected ${JSON.stringify(value)}`)
  }
  for (const text of expected.previewIncludes ?? []) if (!(output.preview ?? '').includes(text)) found.push(`the preview lacks ${JSON.stringify(text)}`)
  const ports = (output.servers ?? []).map((s) => s.port)
  if (expected.servers && JSON.stringify(ports) !== JSON.stringify(expected.servers)) found.push(`servers ${JSON.stringify(ports)}, expected ${JSON.stringify(expected.servers)}`)
  return found
}
