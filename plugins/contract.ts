/**
 * The language plugin contract. A plugin is a folder plugins/<id>/ with:
 *   manifest.json — what it serves and how (validated by `pluginManifest` below);
 *   runtime.ts    — a module whose default export is a `RuntimeFactory`. It is loaded inside a sandboxed process
 *                   (docs/judge-sandbox.md) under Node's own TypeScript support: erasable syntax only, and
 *                   relative imports with their `.ts` extension.
 * See plugins/README.md for a walk-through.
 */
import { z } from 'zod'

export const limits = z
  .object({
    /** Wall-clock time for one run; past it the run is interrupted, then its sandbox process is replaced. */
    timeMs: z.number().int().positive().max(60_000),
    /** Bytes of stdout+stderr kept; more ends the run with `output_limit`. */
    outputBytes: z.number().int().positive().max(10_000_000),
    /**
     * Memory one run may use on top of the warm runtime: JavaScript heap, ArrayBuffers and WebAssembly memory
     * alike (the process's data limit). Exceeding it ends that run with `memory_limit`.
     */
    memoryMb: z.number().int().min(16).max(4096),
  })
  .strict()
export type Limits = z.infer<typeof limits>

/** The file tree's icons a plugin may give its extensions. */
export const FILE_ICONS = ['code', 'markup', 'style', 'data', 'text'] as const

const editorEntry = z
  .object({
    /** Monaco's language id (monaco-editor's basic languages: javascript, ruby, php, java, go, python, sql…). */
    monaco: z.string().min(1),
    /** Prism's grammar name (prismjs/components/prism-<name>); absent: shown as plain text until Monaco loads. */
    prism: z.string().regex(/^[a-z0-9-]+$/).optional(),
    icon: z.enum(FILE_ICONS).default('code'),
  })
  .strict()

/** The contract this platform runs (plugins/README.md): a manifest names the one it was written for. */
export const CONTRACT_VERSION = 2

export const pluginManifest = z
  .object({
    /** The contract version the plugin implements; the platform loads only plugins of its own version. */
    contract: z.literal(CONTRACT_VERSION, { error: `this platform runs plugins written for contract ${CONTRACT_VERSION} (plugins/README.md)` }),
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
    name: z.string().min(1),
    /** The spec's language names whose pages this plugin judges (a page names the plugin in judgeLanguage). */
    languageNames: z.array(z.string()).min(1),
    /**
     * File extensions the plugin runs, e.g. [".js"], in order of preference: when a page names no entry, the host
     * gives the run the first file with the first of them any file has (judge/sandbox/entryFile.ts).
     */
    extensions: z.array(z.string().regex(/^\.[a-z0-9]+$/)).min(1),
    /**
     * How the workspace shows each file extension of this plugin's pages (plugins/README.md "Editor"): the
     * Monaco language, the Prism grammar of the quick code view (none: plain text) and the file tree's icon.
     */
    editor: z.record(z.string().regex(/^\.[a-z0-9]+$/), editorEntry).refine((e) => Object.keys(e).length > 0, 'name at least one extension'),
    /**
     * How code runs: `module` = runtime.ts, loaded inside a sandboxed Node process that serves one learner;
     * `native` = native.ts, which runs a native toolchain (Debian's ruby, php, a JDK, Go) as steps, each in a
     * fresh sandbox (`NativeRuntime` below; docs/judge-sandbox.md "Native runtimes").
     */
    runtime: z.enum(['module', 'native']),
    /**
     * For `native` runtimes: the programs the plugin needs on the judge's machine (absolute paths). When one is
     * missing the plugin answers every run with that, and the rest of the judge works on.
     */
    toolchain: z.array(z.string().startsWith('/')).default([]),
    /**
     * For `native` runtimes: the plugin's programs may start HTTP servers (plugins/README.md "Servers"). Its
     * launcher reports each listening port on fd 3 as `{"server": <port>}` and serves it on the Unix socket
     * /home/learner/.servers/<port>; the run answers as soon as its servers listen, and the workspace previews them.
     */
    servers: z.boolean().default(false),
    /**
     * The plugin's pages are terminal pages (plugins/README.md "Terminals"): the learner types commands into a
     * real shell (Debian's bash) in the judge's sandbox, and native.ts's `terminal` reads and judges what the
     * commands left (its tool's state: git's repositories). Only for `native` runtimes.
     */
    terminal: z.boolean().default(false),
    /**
     * The npm packages runtime.ts imports (with their own dependencies). Only these, the plugin's folder and
     * plugins/shared are readable inside the sandbox: nothing else of the platform exists there.
     */
    packages: z.array(z.string().regex(/^(@[a-z0-9._-]+\/)?[a-z0-9._-]+$/)).default([]),
    limits,
    /**
     * The file extensions Format formats for this plugin's pages, from the host's formatters (docs/judge-sandbox.md
     * "Formatting": .html, .htm, .css, .scss, .js, .mjs, .sql); [] for none.
     */
    formatting: z.array(z.string().regex(/^\.[a-z0-9]+$/)),
  })
  .strict()
export type PluginManifest = z.infer<typeof pluginManifest>

export interface SourceFile {
  path: string
  content: string
}

export interface RunInput {
  /** The learner's files. */
  files: SourceFile[]
  /** The file to run: the page's choice, else the host's from the manifest's `extensions`; absent when no file has one. */
  entry?: string
  /** The page's hidden helper files (a SQL seed, test files); learners never see them. */
  support?: SourceFile[]
  stdin: string
  limits: Limits
}

/**
 * How a run ended. The judge turns timeout, output_limit, memory_limit and crashed into the spec's popups;
 * `stopped` is a run the learner stopped, or replaced by a newer run of the same page.
 */
export const RUN_STATUSES = ['ok', 'error', 'timeout', 'output_limit', 'memory_limit', 'crashed', 'stopped'] as const
export type RunStatus = (typeof RUN_STATUSES)[number]

export const ERROR_CATEGORIES = ['syntax', 'undefinedName'] as const
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number]

export interface RunError {
  /** The language's own error text, once (never repeated in stderr). */
  message: string
  /** The error's class (`NameError`, `TypeError`, `sql:syntax`…), which the host explains in the learner's language. */
  kind?: string
  /**
   * What the error is to a beginner, whatever the language calls it, so the judge can say it in its own words
   * (plugins/README.md "Errors"): `syntax` (the code cannot be read; with `line`, the judge names it) or
   * `undefinedName` (a name used that is not defined; `name` says which). Leave it out for anything else.
   */
  category?: ErrorCategory
  /** With `category: 'undefinedName'`: the name. */
  name?: string
  /** Added by the host, never by a plugin: what `kind` means, in each locale (docs/workspace.md "Output"). */
  explanation?: { ja: string; en: string; id?: string }
  /** 1-based line in `file`, when the runtime knows it. */
  line?: number
  file?: string
}

/** A result table (SQL), as the spec's SQL preview shows it. */
export interface ResultTable {
  columns: string[]
  rows: (string | number | null)[][]
}

export interface RunOutput {
  status: RunStatus
  stdout: string
  stderr: string
  error?: RunError
  table?: ResultTable
  /** A document for the output pane's live preview (HTML/CSS pages), with its stylesheets inlined. */
  preview?: string
  /** With status `timeout`: true when the host had to terminate the runtime (it did not stop by itself). */
  aborted?: boolean
  /**
   * The HTTP servers the program left listening (plugins/README.md "Servers"): the run answered once they were
   * up. `url` (added by the host, when the workspace asked to keep them) is where the preview reaches them.
   */
  servers?: { port: number; url?: string }[]
  durationMs: number
}

/**
 * What the runtime module returns: one instance lives in one sandboxed process and serves runs one at a time,
 * all of one learner (the host replaces the process before another learner's run).
 */
export interface Runtime {
  /** Loads the language (once per process, before the first run): a warm spare has done this already. */
  init(): Promise<void>
  /**
   * Runs the files. Should not let one run see another's state, must honour `limits.outputBytes` itself and
   * should stop at `limits.timeMs` where the language can be interrupted (the host kills the process shortly
   * after in any case). Must never hand learner code an object of the process's own realm.
   */
  run(input: RunInput): Promise<Omit<RunOutput, 'durationMs'>>
  /** Drops any per-run state (called between runs when the runtime keeps any). */
  reset(): Promise<void>
}

export type RuntimeFactory = () => Runtime

/** A native step's working directory inside its sandbox, where the learner's files are (the learner's home). */
export const NATIVE_WORK_DIR = '/home/learner'

/**
 * One program a native plugin runs, in a sandbox of its own (docs/judge-sandbox.md "Native runtimes"): new
 * namespaces, no network, the seccomp filter (no new processes unless `processes`), a data limit, and a
 * read-only view of nothing but the program, its libraries, the plugin folder, `readable` and its working directory NATIVE_WORK_DIR ("/work" below).
 */
export interface NativeStep {
  /** The program (an absolute path) and its arguments, as seen inside the sandbox: host paths keep their names. */
  command: string[]
  /** Files written into /work, the step's working directory, before it starts (the learner's, a build's output). */
  files?: { path: string; content: string | Uint8Array; executable?: boolean }[]
  /** A host folder to use as /work instead of a fresh one (a build's output, run by the next step). */
  workDir?: string
  /**
   * Host files moved into /work just before the step starts (a warm step's included): a program built by an
   * earlier step, by its host path, and the name it gets.
   */
  moveIn?: { from: string; to: string }[]
  /** What the program reads on stdin. */
  stdin?: string
  /** Host paths the program needs (toolchain folders, a prepared cache), bound read-only at their own paths. */
  readable?: string[]
  /** Host folders bound writable at their own paths: only for `init` steps preparing the plugin's cache. */
  writable?: string[]
  /** /work is writable (a compiler's output); otherwise it is read-only. */
  build?: boolean
  /**
   * Set by the host for plugins whose manifest says `servers`: a `{"server": <port>}` line on fd 3 means the
   * program listens; the step then answers (status ok, `servers`) without waiting for the program to end.
   */
  servers?: boolean
  /** The program may start processes of its own: only for steps that run no learner input (toolchain set-up). */
  processes?: boolean
  env?: Record<string, string>
  timeMs: number
  outputBytes: number
  /** Data the program may commit (heap and anonymous memory); for a `warm` step, on top of what it holds when ready. */
  memoryMb: number
  /**
   * The program can be started before the run: it writes one line to fd 3 when it is ready, then reads one line
   * on stdin (the `start` text: the entry, say) before running it; the rest of stdin is the learner's. The
   * host keeps one such process waiting per plugin, so a run does not wait for the interpreter to load.
   */
  warm?: { start: string }
}

export interface NativeStepResult {
  /** ok: exit code 0; error: another exit code or a signal; the rest as in RunStatus. */
  status: 'ok' | 'error' | 'timeout' | 'output_limit' | 'memory_limit' | 'stopped'
  exitCode: number | null
  signal: string | null
  stdout: string
  stderr: string
  /** The lines the program wrote to fd 3 after its ready line (a launcher's report of the error), capped. */
  reports: string[]
  /** With `servers`: the ports the program listens on when the step answered (it is still running). */
  servers?: number[]
  /** The step's /work on the host while the run lasts (a build's output for the next step). */
  workDir: string
  durationMs: number
}

/** What the host gives a native plugin: the way to run steps, and a folder it may prepare once. */
export interface NativeHost {
  exec(step: NativeStep, signal?: AbortSignal): Promise<NativeStepResult>
  /** The plugin's own folder under the platform's data directory, kept across restarts (a toolchain cache). */
  cacheDir: string
  /** The plugin's folder (readable in every step at its own path). */
  pluginDir: string
}

/**
 * What native.ts exports (default export: a `NativeRuntimeFactory`). It runs in the judge process and never
 * runs learner code itself: every program it starts goes through `host.exec`.
 */
export interface NativeRuntime {
  /** Prepares what every run needs (compiled launchers, a standard-library cache) once per judge start. */
  init(host: NativeHost): Promise<void>
  /**
   * The warm steps a run will use, if any: the host keeps processes of each started before any run asks, and
   * gives a run's step one of them when its command, paths, environment and memory are the same.
   */
  warmSteps?(limits: Limits): NativeStep[]
  run(input: RunInput, host: NativeHost, signal?: AbortSignal): Promise<Omit<RunOutput, 'durationMs'>>
}

export type NativeRuntimeFactory = () => NativeRuntime

/** One entry of a terminal's home, as listed inside the sandbox (plugins/README.md "Terminals"). */
export interface HomeEntry {
  /** Relative to the home, `/`-separated. */
  path: string
  type: 'file' | 'directory' | 'link'
  /** A file's text (its first 64 KB; absent once the listing has passed 2 MB of contents). */
  content?: string
}

/** A TerminalJudge check: `kind` and its own fields (plugins/README.md "Terminals"). */
export interface TerminalCheck {
  kind: string
  [field: string]: unknown
}

/**
 * What a terminal plugin's native.ts adds to its runtime (`terminal: true` in the manifest). The shell itself is
 * the host's: one per learner per page, in the judge's sandbox, its home kept under the data directory.
 */
export interface TerminalRuntime {
  /**
   * Reads the state of the plugin's tool in the learner's home after their commands (git: each repository's
   * branches, commits, index), for the judge. `home` is the host folder: read it only with `host.exec` steps
   * whose `workDir` is `home` (the home is the learner's to shape: links, hooks and config files included).
   */
  inspect(home: string, entries: HomeEntry[], host: NativeHost): Promise<unknown>
  /**
   * Whether a check of one of the plugin's own kinds holds for what `inspect` read (`gitBranch`…); undefined
   * when `kind` is not the plugin's (the judge then reports a judge error, not the learner's mistake).
   */
  judge(check: TerminalCheck, facts: unknown): boolean | undefined
}

/** native.ts of a terminal plugin: a native runtime with `terminal` (its `run` answers a page's Run, if any). */
export interface TerminalNativeRuntime extends NativeRuntime {
  terminal: TerminalRuntime
}
