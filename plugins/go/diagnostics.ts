/** What the Go compiler and a panicking program print, as the contract's errors (plugins/README.md "Errors"). */
import type { RunError } from '../contract.ts'

const POSITION = /^(?:\.\/)?([^\s:]+\.go):(\d+)(?::\d+)?: (.*)$/
const UNUSED = /declared but not used|declared and not used|imported and not used/

/** The compiler's errors: where the first is, what kind it is, and all of them as the message. */
export function compileError(output: string): RunError {
  const lines = output.split('\n').filter((l) => l.trim() && !l.startsWith('#'))
  const positioned = lines.map((l) => POSITION.exec(l)).filter((m) => m !== null)
  // A typo makes two errors: the name it meant is unused, the one it wrote undefined. The second is the news.
  const first = positioned.find((m) => !UNUSED.test(m[3])) ?? positioned[0]
  const message = lines.slice(0, 10).join('\n') || 'the program could not be compiled'
  if (!first) return { kind: 'CompileError', message }
  const [, file, line, text] = first
  const at = { message, file, line: Number(line) }
  const undefinedName = /^undefined: (\w+)/.exec(text)
  if (undefinedName) return { ...at, kind: 'UndefinedName', category: 'undefinedName', name: undefinedName[1] }
  if (/^syntax error/.test(text)) return { ...at, kind: 'SyntaxError', category: 'syntax' }
  if (/declared but not used|declared and not used/.test(text)) return { ...at, kind: 'UnusedVariable' }
  if (/imported and not used/.test(text)) return { ...at, kind: 'UnusedImport' }
  if (/^cannot use|mismatched types|invalid operation/.test(text)) return { ...at, kind: 'TypeError' }
  return { ...at, kind: 'CompileError' }
}

/** A runtime panic in stderr: the error (its text and the learner's line it happened on) and what else was printed. */
export function panicOf(stderr: string): { error: RunError; rest: string } | null {
  const start = stderr.search(/^panic: /m)
  if (start === -1) return null
  const trace = stderr.slice(start)
  const text = /^panic: (.*?)(?: \[recovered\])?$/m.exec(trace)![1]
  const frame = /^\t(?:\/home\/learner\/)?([^\s/]+\.go):(\d+)/m.exec(trace)
  const kind = /integer divide by zero/.test(text) ? 'DivideByZero' : /index out of range/.test(text) ? 'IndexOutOfRange' : /nil pointer/.test(text) ? 'NilPointer' : 'Panic'
  return { error: { kind, message: `panic: ${text}`, ...(frame && { file: frame[1], line: Number(frame[2]) }) }, rest: stderr.slice(0, start) }
}
