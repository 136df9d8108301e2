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
    /** Monaco language id for the editor. */
    editorMode: z.string().min(1),
    /** How code runs: `module` = runtime.ts, loaded inside a sandboxed process that serves one learner. */
    runtime: z.literal('module'),
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
