import fs from 'node:fs'
import { createRequire } from 'node:module'
import vm from 'node:vm'
import type { RunInput, RunOutput, Runtime } from '../contract.ts'
import { PRELUDE } from './prelude.ts'
import { buildPreview } from '../shared/preview.ts'

type Result = Omit<RunOutput, 'durationMs'>

/**
 * Runs a learner's JavaScript in a fresh V8 context per run: no require, process, fetch or timers, code
 * generation from strings disabled (which also closes the constructor-chain escape), promises drained
 * inside the time limit. The worker's heap limit catches memory bombs.
 */
export default function createJavaScriptRuntime(): Runtime {
  return {
    async init() {
      jquery = fs.readFileSync(createRequire(import.meta.url).resolve('jquery/dist/jquery.min.js'), 'utf8')
      run({ files: [{ path: 'warm.js', content: 'console.log(1)' }], stdin: '', limits: { timeMs: 1000, outputBytes: 100, memoryMb: 64 } })
    },
    async run(input) {
      return run(input)
    },
    async reset() {},
  }
}

/** jQuery shipped with the platform, inlined into DOM pages that ask for it. */
let jquery = ''

function run({ files, entry, stdin, limits }: RunInput): Result {
  // A DOM page (entry index.html): its preview document, with its scripts, is what the judge renders.
  const html = entry?.endsWith('.html') ? files.find((f) => f.path === entry) : undefined
  if (html) return { status: 'ok', stdout: '', stderr: '', preview: buildPreview(html, files, { jquery }) }
  const file = files.find((f) => (entry ? f.path === entry : /\.m?js$/.test(f.path)))
  if (!file) return { status: 'error', stdout: '', stderr: '', error: { message: 'no JavaScript file to run' } }
  const context = vm.createContext(vm.constants.DONT_CONTEXTIFY, {
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: 'afterEvaluate',
  })
  vm.runInContext(PRELUDE, context)
  vm.runInContext(`__setup(${limits.outputBytes}, ${JSON.stringify(stdin)})`, context)
  const read = <T>(code: string): T => vm.runInContext(code, context, { timeout: 100 }) as T
  try {
    // Every other .js file becomes a module the entry can require('./name').
    for (const other of files.filter((f) => f !== file && /\.m?js$/.test(f.path))) {
      const factory = new vm.Script(`(function (module, exports, require) {\n${other.content}\n})`, { filename: other.path, lineOffset: -1 })
      ;(context as { __register: (p: string, f: unknown) => void }).__register(other.path, factory.runInContext(context, { timeout: 100 }))
    }
    vm.runInContext(`globalThis.require = __requireFrom(${JSON.stringify(file.path)}); globalThis.module = { exports: {} }`, context)
    new vm.Script(file.content, { filename: file.path }).runInContext(context, { timeout: limits.timeMs })
  } catch (error) {
    const stdout = read<string>('__output()')
    if (read<boolean>('__overflowed()')) return { status: 'output_limit', stdout, stderr: '' }
    if (ownValue(error, 'code') === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { status: 'timeout', stdout, stderr: '' }
    // The thrown value belongs to the learner's context: describe it there, under a time limit.
    ;(context as Record<string, unknown>).__thrown = error
    const described = read<string>('__describe(globalThis.__thrown)')
    const [headline] = described.split('\n')
    return { status: 'error', stdout, stderr: headline, error: { message: headline, file: file.path, line: lineOf(described, file.path) } }
  }
  if (read<boolean>('__overflowed()')) return { status: 'output_limit', stdout: read<string>('__output()'), stderr: '' }
  return { status: 'ok', stdout: read<string>('__output()'), stderr: '' }
}

/** Reads a data property without running any getter the learner's code may have put there. */
const ownValue = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? Object.getOwnPropertyDescriptor(value, key)?.value : undefined

function lineOf(stack: string, file: string): number | undefined {
  const match = new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+)`).exec(stack)
  return match ? Number(match[1]) : undefined
}
