import * as sass from 'sass'
import type { RunInput, RunOutput, Runtime, SourceFile } from '../contract.ts'
import { buildPreview } from '../shared/preview.ts'

type Result = Omit<RunOutput, 'durationMs'>

/**
 * HTML and CSS are not executed: a run builds the preview document the output pane and ImageJudge show —
 * the entry HTML with its linked stylesheets inlined, Sass compiled (with no importer, so it cannot read files).
 */
export default function createHtmlCssRuntime(): Runtime {
  return {
    async init() {
      sass.compileString('a { b: c }')
    },
    async run(input) {
      return run(input)
    },
    async reset() {},
  }
}

function run({ files, entry, limits }: RunInput): Result {
  const page = files.find((f) => (entry ? f.path === entry : f.path.endsWith('.html')))
  if (!page) return { status: 'error', stdout: '', stderr: '', error: { message: 'no HTML file to show' } }
  let preview: string
  currentFile = undefined
  try {
    preview = buildPreview(page, files, { css: compileStylesheet })
  } catch (error) {
    const e = error as sass.Exception
    return { status: 'error', stdout: '', stderr: '', error: { message: e.sassMessage ?? e.message, kind: 'scss:syntax', file: currentFile, line: e.span ? e.span.start.line + 1 : undefined } }
  }
  if (Buffer.byteLength(preview) > limits.outputBytes) return { status: 'output_limit', stdout: '', stderr: '' }
  return { status: 'ok', stdout: '', stderr: '', preview }
}

/** The stylesheet being compiled, to name it in a Sass error. */
let currentFile: string | undefined

function compileStylesheet(file: SourceFile): string {
  currentFile = file.path
  // No `url` and no importers: Sass then has no way to load anything, so @import/@use cannot reach files or the network.
  return file.path.endsWith('.scss') ? sass.compileString(file.content, { importers: [] }).css : file.content
}
