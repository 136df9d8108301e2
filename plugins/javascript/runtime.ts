import fs from 'node:fs'
import { createRequire } from 'node:module'
import { types } from 'node:util'
import vm from 'node:vm'
import type { RunError, RunInput, RunOutput, Runtime, SourceFile } from '../contract.ts'
import { PRELUDE, type PreludeHooks } from './prelude.ts'
import { buildPreview } from '../shared/preview.ts'

type Result = Omit<RunOutput, 'durationMs'>

/**
 * Runs a learner's JavaScript in a fresh V8 context per run: no require, process, fetch or timers, code
 * generation from strings disabled (which also closes the constructor-chain escape), promises drained inside
 * the time limit. Each file is compiled on its own (no source concatenation a file could break out of), and
 * no object of this process's realm is ever handed to learner code: compile errors are read here, thrown
 * values are described by the learner's own realm, and only strings and booleans cross back.
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

const isScript = (f: SourceFile) => /\.m?js$/.test(f.path)

function run({ files, entry, stdin, limits }: RunInput): Result {
  // A DOM page (entry index.html): its preview document, with its scripts, is what the judge renders.
  const html = entry?.endsWith('.html') ? files.find((f) => f.path === entry) : undefined
  if (html) return { status: 'ok', stdout: '', stderr: '', preview: buildPreview(html, files, { jquery }) }
  const file = files.find((f) => (entry ? f.path === entry : isScript(f)))
  if (!file) return { status: 'error', stdout: '', stderr: '', error: { message: 'no JavaScript file to run' } }
  const context = vm.createContext(vm.constants.DONT_CONTEXTIFY, {
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: 'afterEvaluate',
  })
  const hooks = vm.runInContext(PRELUDE, context, { timeout: 1000 }) as PreludeHooks
  hooks.setup(limits.outputBytes, stdin)

  // Compile everything first: a syntax error is this realm's object and is read here, never shown to learner code.
  let program: vm.Script
  const modules: [string, unknown][] = []
  let compiling = file
  try {
    for (const other of files.filter((f) => f !== file && isScript(f))) {
      compiling = other
      modules.push([other.path, vm.compileFunction(other.content, ['module', 'exports', 'require'], { filename: other.path, parsingContext: context })])
    }
    compiling = file
    program = new vm.Script(file.content, { filename: file.path })
  } catch (error) {
    const { name, message, stack } = error as Error
    const headline = `${name}: ${message}`
    return { status: 'error', stdout: '', stderr: '', error: { message: headline, kind: name, ...categoryOf(headline), file: compiling.path, line: lineOf(String(stack), compiling.path) } }
  }

  const output = () => text(hooks.output())
  try {
    for (const [path, factory] of modules) hooks.register(path, factory)
    hooks.enter(file.path)
    program.runInContext(context, { timeout: limits.timeMs })
  } catch (thrown) {
    if (hooks.overflowed() === true) return { status: 'output_limit', stdout: output(), stderr: '' }
    if (ownData(thrown, 'code') === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { status: 'timeout', stdout: output(), stderr: '' }
    // Anything else was thrown by the learner's realm: that realm describes it; only a string comes back.
    let described = 'Uncaught error'
    try {
      described = text(hooks.describe(thrown)) || described
    } catch {
      // A value whose description throws is still an error of the learner's program.
    }
    const [headline] = described.split('\n')
    return { status: 'error', stdout: output(), stderr: '', error: { message: headline, kind: errorKind(headline), ...categoryOf(headline), file: file.path, line: lineOf(described, file.path) } }
  }
  if (hooks.overflowed() === true) return { status: 'output_limit', stdout: output(), stderr: '' }
  return { status: 'ok', stdout: output(), stderr: '' }
}

/**
 * A data property, read without running learner code: no proxy trap, no getter. (A learner who throws a fake
 * timeout only changes their own verdict.)
 */
const ownData = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' && !types.isProxy(value) ? Object.getOwnPropertyDescriptor(value, key)?.value : undefined

/** Hooks answer with the learner realm's values: only a real string is taken. */
const text = (value: unknown) => (typeof value === 'string' ? value : '')

function lineOf(stack: string, file: string): number | undefined {
  const match = new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+)`).exec(stack)
  return match ? Number(match[1]) : undefined
}

/** The error's class from its headline ("TypeError: …"), for the host's explanation in the learner's language. */
const errorKind = (headline: string) => /^([A-Z][A-Za-z]*Error)\b/.exec(headline)?.[1]

/** What the error is to a beginner (plugins/contract.ts RunError.category): unreadable code, or a name not defined. */
function categoryOf(headline: string): Pick<RunError, 'category' | 'name'> {
  if (/^SyntaxError\b/.test(headline)) return { category: 'syntax' }
  const name = /^ReferenceError: (\S+) is not defined/.exec(headline)?.[1]
  return name ? { category: 'undefinedName', name } : {}
}
