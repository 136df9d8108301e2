/**
 * The spawn-per-submission baseline of a module plugin (bench/README.md "Judge"): a fresh Node loads the
 * plugin's runtime.ts, runs the RunInput read from stdin once, and exits. Run as `node runModuleOnce.ts <runtime.ts>`.
 */
import { pathToFileURL } from 'node:url'
import type { RunInput, RuntimeFactory } from '../../plugins/contract.ts'

const chunks: Buffer[] = []
for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
const input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RunInput
const factory = (await import(pathToFileURL(process.argv[2]).href)).default as RuntimeFactory
const runtime = factory()
await runtime.init()
const output = await runtime.run(input)
if (output.status !== 'ok') throw new Error(`the run ended ${output.status}`)
