import type { RunOutput, SourceFile } from '../../plugins/contract'

/**
 * What a plugin supplies to the conformance kit (plugins/<id>/conformance.ts, default export): one small
 * program per case, in its own language. The kit decides what a passing outcome is, the same for every plugin.
 */
export interface ConformancePrograms {
  /** Prints exactly "Hello, World!" and a newline. */
  helloWorld: SourceFile[]
  /** Reads one line of stdin and prints it back in upper case ("ninja" → "NINJA"). */
  stdinEcho: SourceFile[]
  /** Never ends. */
  infiniteLoop: SourceFile[]
  /** Prints without end. */
  outputFlood: SourceFile[]
  /** Allocates memory without end. */
  memoryBomb: SourceFile[]
  /** Tries to read /etc/passwd and print it. */
  readHostFile: SourceFile[]
  /**
   * Reads a port number from stdin and tries to connect to 127.0.0.1 on it (and send a byte). The kit listens
   * there: the case passes only if no connection arrives.
   */
  network: SourceFile[]
  /** First run stores a value in whatever global state the language has; second run prints "clean" if it is gone. */
  stateLeak: [first: SourceFile[], second: SourceFile[]]
  /** Support files (hidden seeds) every case runs with, e.g. a SQL dataset. */
  support?: SourceFile[]
  /** What counts as the program's printed output, for languages that do not print to stdout (default: stdout). */
  outputOf?: (output: RunOutput) => string
}
