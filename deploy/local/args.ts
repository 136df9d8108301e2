import { parseArgs } from 'node:util'
import { z } from 'zod'

const count = (max: number) => z.coerce.number().int().min(1).max(max)

const argsSchema = z.object({
  web: count(32).default(2),
  workers: count(32).default(2),
  port: z.coerce.number().int().min(1).max(65535).default(3000),
})

export type TopologyArgs = z.infer<typeof argsSchema>

/** `npm run deploy:local -- --web 2 --workers 2 [--port 3000]` (deploy/README.md). */
export function parseTopologyArgs(argv: string[]): TopologyArgs {
  const { values } = parseArgs({ args: argv, options: { web: { type: 'string' }, workers: { type: 'string' }, port: { type: 'string' } }, strict: true })
  const parsed = argsSchema.safeParse(values)
  if (!parsed.success) throw new Error(`deploy:local: ${parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('; ')}`)
  return parsed.data
}
