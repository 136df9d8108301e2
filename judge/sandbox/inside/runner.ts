/**
 * The entry of one sandboxed runtime process (docs/judge-sandbox.md). It loads one plugin's runtime, then
 * serves runs one at a time: requests arrive as JSON lines on stdin, answers leave as JSON lines on fd 3
 * (ready; the result of a run; idle once the runtime has reset after it).
 *
 * It runs inside the sandbox (bubblewrap: own user, mount, PID, network and IPC namespaces; an unprivileged
 * user; a read-only filesystem holding only this folder, the plugin and its packages) and under Node's
 * permission model (no child processes, workers, addons or file writes). Everything here is the process's
 * own realm: learner code never receives an object of it. This file imports nothing outside this folder but
 * the runtime module it is told to load.
 */
import fs from 'node:fs'
import os from 'node:os'
import readline from 'node:readline'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import type { RunInput, RuntimeFactory } from '../../../plugins/contract.ts'

const PROTOCOL_FD = 3

// Emscripten runtimes (Pyodide) read fs constants through process.binding, which the permission model refuses.
const constants = { fs: fs.constants, os: os.constants }
;(process as unknown as { binding: (name: string) => unknown }).binding = (name) => {
  if (name === 'constants') return constants
  throw new Error(`process.binding('${name}') is not available in the sandbox`)
}

// A promise of the learner's that rejects after its run ended belongs to no run: it must not end this process.
process.on('unhandledRejection', () => undefined)

const send = (message: object) => fs.writeSync(PROTOCOL_FD, `${JSON.stringify(message)}\n`)

const [runtimeModule] = process.argv.slice(2)
const factory = (await import(pathToFileURL(runtimeModule).href)).default as RuntimeFactory
const runtime = factory()
await runtime.init()
send({ type: 'ready' })

for await (const line of readline.createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  const { id, input } = JSON.parse(line) as { id: number; input: RunInput }
  const started = performance.now()
  let output: object
  try {
    output = await runtime.run(input)
  } catch (error) {
    const text = error instanceof Error ? error.message : 'the runtime failed'
    output = { status: 'crashed', stdout: '', stderr: text, error: { message: text } }
  }
  send({ type: 'result', id, output: { ...output, durationMs: performance.now() - started } })
  try {
    await runtime.reset()
  } catch {
    // A runtime that cannot reset is not trusted with another run: the host starts a fresh process.
    process.exit(70)
  }
  // Only now may the host send the next run: its time limit must not pay for this reset.
  send({ type: 'idle', id })
}
