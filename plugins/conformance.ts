import type { RunOutput, SourceFile } from './contract'

/**
 * What a plugin supplies to the conformance kit (plugins/<id>/conformance.ts, default export): one small
 * program per case, in its own language. The kit decides what a passing outcome is, the same for every plugin.
 *
 * The hostile cases (from `hostRealm` on) get this stdin, one value a line (see `HostileInput`):
 *   1. the path of a canary file outside the sandbox (where the platform keeps its data): never readable;
 *   2. a marker: a program that manages to leave a process behind or write a host file uses it in the
 *      process's command line or the file's name, so the kit can find it;
 *   3. a loopback port the kit listens on: nothing may connect.
 * After every hostile case the kit checks all three, whatever the case was about.
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
  /**
   * Tries to reach the host's realm — through an error object the host created, a callback or hook the host
   * calls, breaking out of a module wrapper, the runtime's bridge to JavaScript — and, if it gets there, reads
   * the canary file and prints it.
   */
  hostRealm: SourceFile[]
  /** Makes the runtime itself fail hard (a V8 fatal error: an invalid-size string, one huge allocation). */
  fatalError: SourceFile[]
  /** Allocates far more memory outside the language's heap (ArrayBuffers, WebAssembly memory, C heap). */
  offHeapMemory: SourceFile[]
  /**
   * Tries to start other programs: a shell that prints the canary, a background process named with the marker
   * that should outlive the run, unmounting or writing host folders (a file named with the marker in /tmp and
   * in the working directory).
   */
  shell: SourceFile[]
  /**
   * Another learner's view: `plant` leaves whatever it can behind (globals, patched standard modules, import
   * hooks, files, late promise rejections, attached databases) for the next learner; `probe`, run as a
   * different learner right after, prints "clean" when nothing of it is there.
   */
  crossLearner: [plant: SourceFile[], probe: SourceFile[]]
  /**
   * Whether the plugin's previews are rendered in Chromium (ImageJudge pictures, DOM pages): the kit then also
   * runs the Chromium jail's cases (judge/image/jailCases.ts: network and WebSocket, render bombs, navigation).
   */
  rendersPreviews?: boolean
  /** Support files (hidden seeds) every case runs with, e.g. a SQL dataset. */
  support?: SourceFile[]
  /** What counts as the program's printed output, for languages that do not print to stdout (default: stdout). */
  outputOf?: (output: RunOutput) => string
}

/**
 * What a terminal plugin (`terminal: true`) supplies to the conformance kit (plugins/<id>/conformance.ts, default
 * export). The kit's hostile cases are the same for every terminal (the shell is the host's); the examples
 * show that the plugin's `inspect` and `judge` read a real home right: lines played on a fresh home, then
 * each check's verdict as `expect` says.
 */
export interface TerminalConformance {
  terminal: true
  examples: {
    name: string
    /** The starting files in the home. */
    files?: SourceFile[]
    /** bash run in the fresh home before the lines (as a page's set-up). */
    setup?: string
    /** The commands the example's page permits. */
    permitted: string[]
    lines: string[]
    /** TerminalJudge checks (the host's kinds and the plugin's) and whether each must pass. */
    checks: { check: { kind: string; [field: string]: unknown }; expect: boolean }[]
  }[]
}
