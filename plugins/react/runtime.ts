import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { RunError, RunInput, RunOutput, Runtime, SourceFile } from '../contract.ts'
import { buildPreview } from '../shared/preview.ts'

type Result = Omit<RunOutput, 'durationMs'>

/**
 * React pages are not executed here: a run compiles the learner's .jsx/.js files with sucrase (JSX to React's
 * automatic runtime, imports to CommonJS) and builds the preview document — index.html with its stylesheets
 * inlined, the compiled modules in a JSON block, and one script (boot.js) holding React's own production
 * CommonJS files and a tiny module registry that requires the entry. The page then renders in the browser:
 * the learner's output pane, or the judge's Chromium jail for DOM checks (plugins/react/README.md).
 *
 * The compiler runs in this process on the learner's text only: sucrase parses and prints, it never evaluates,
 * and nothing here reads a file a learner names.
 */
export default function createReactRuntime(): Runtime {
  return {
    async init() {
      boot = buildBoot()
      run({ files: WARM_FILES, stdin: '', limits: { timeMs: 3000, outputBytes: 1 << 20, memoryMb: 96 } })
    },
    async run(input) {
      return run(input)
    },
    async reset() {},
  }
}

const require = createRequire(import.meta.url)

interface Sucrase {
  transform(code: string, options: object): { code: string }
}
interface SucraseToken {
  type: number
  start: number
  end: number
}
const sucrase = require('sucrase') as Sucrase
const sucraseParser = require('sucrase/dist/parser') as { parse(code: string, jsx: boolean, ts: boolean, flow: boolean): { tokens: SucraseToken[] } }
/** The parser's state: after a parse that failed, its tokens up to the error (read to name JSX mistakes). */
const sucraseState = require('sucrase/dist/parser/traverser/base') as { state: { tokens: SucraseToken[] } }
const tt = (require('sucrase/dist/parser/tokenizer/types') as { TokenType: Record<string, number> }).TokenType

const SUCRASE_OPTIONS = { transforms: ['jsx', 'imports'], jsxRuntime: 'automatic', production: true }

/** The script of every preview: boot.js with React's production files in it (built once, in init). */
let boot = ''

/**
 * React 19 ships no UMD build: its CommonJS production files are what the registry serves, under the names a
 * compiled module requires. scheduler is react-dom's own dependency, so it is resolved from react-dom.
 */
function buildBoot(): string {
  const packageDir = (name: string, from = require) => path.dirname(from.resolve(`${name}/package.json`))
  const react = packageDir('react')
  const reactDom = packageDir('react-dom')
  const scheduler = packageDir('scheduler', createRequire(path.join(reactDom, 'package.json')))
  const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'cjs', file), 'utf8')
  const library = {
    react: read(react, 'react.production.js'),
    'react/jsx-runtime': read(react, 'react-jsx-runtime.production.js'),
    'react-dom': read(reactDom, 'react-dom.production.js'),
    'react-dom/client': read(reactDom, 'react-dom-client.production.js'),
    scheduler: read(scheduler, 'scheduler.production.js'),
  }
  const source = fs.readFileSync(new URL('./boot.js', import.meta.url), 'utf8')
  const placeholder = 'var library = "__REACT_LIBRARY__"'
  if (source.split(placeholder).length !== 2) throw new Error(`boot.js must hold ${placeholder} once`)
  return `<script data-react-boot>\n${source.replace(placeholder, () => `var library = ${scriptJson(library)}`)}</script>`
}

/** JSON safe inside a <script> element: no `</script`, `<!--` or `<script` can form. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const isScript = (f: SourceFile) => /\.jsx?$/i.test(f.path)
const isHtml = (f: SourceFile) => /\.html?$/i.test(f.path)

/** The document of a run whose files have no HTML page. */
const DEFAULT_PAGE = '<!DOCTYPE html>\n<html>\n<head><meta charset="utf-8"></head>\n<body>\n<div id="root"></div>\n</body>\n</html>\n'

/** Where a page's script is looked for when index.html names none (beside the page, then at the top). */
const ENTRY_NAMES = ['index.jsx', 'main.jsx', 'index.js', 'main.js']

function run({ files, entry, limits }: RunInput): Result {
  const started = performance.now()
  const named = entry === undefined ? undefined : files.find((f) => f.path === entry)
  const page = named && isHtml(named) ? named : files.find(isHtml)
  const dir = page ? page.path.slice(0, page.path.lastIndexOf('/') + 1) : ''
  const find = (href: string) => {
    const wanted = href.startsWith('/') ? href.slice(1) : dir + href.replace(/^\.\//, '')
    return files.find((f) => f.path === wanted)
  }

  // A <script src> naming one of the learner's scripts (Vite's index.html does) is the entry; the registry
  // loads it, so the tag goes.
  let script: SourceFile | undefined
  // (Attributes of at most 1000 characters: an unbounded [^>]* would scan to the end once per "<script".)
  const html = (page?.content ?? DEFAULT_PAGE).replace(/<script\b([^>]{0,1000})>\s*<\/script\s*>/gi, (tag, attributes: string) => {
    const file = find(/\bsrc\s*=\s*["']([^"']+)["']/i.exec(attributes)?.[1] ?? '')
    if (!file || !isScript(file)) return tag
    script ??= file
    return ''
  })
  // Else index.jsx and the like, before the host's pick (the first script in file order, which may be App.jsx).
  script ??= [...ENTRY_NAMES.map((name) => dir + name), ...ENTRY_NAMES].map((p) => files.find((f) => f.path === p)).find(Boolean)
  script ??= named && isScript(named) ? named : undefined

  const scripts = files.filter(isScript)
  const modules: Record<string, string> = Object.create(null)
  for (const file of scripts) {
    const compiled = compile(file)
    if (typeof compiled !== 'string') return { status: 'error', stdout: '', stderr: '', error: compiled }
    modules[file.path] = compiled
    if (performance.now() - started > limits.timeMs) return { status: 'timeout', stdout: '', stderr: '' }
  }
  if (scripts.length && !script) {
    return { status: 'error', stdout: '', stderr: '', error: { message: 'No script to start from: add index.jsx (or name one in index.html with <script src>)', kind: 'react:noEntry' } }
  }

  // Stylesheets a module imports (import './style.css') travel with the modules; <link>ed ones are inlined.
  const code = Object.values(modules).join('\n')
  const styles = Object.fromEntries(files.filter((f) => /\.css$/i.test(f.path) && code.includes(f.path.slice(f.path.lastIndexOf('/') + 1))).map((f) => [f.path, f.content]))
  const document = buildPreview({ path: page?.path ?? 'index.html', content: html }, files)
  if (!script) return finish(document, '', limits)
  const data = `<script type="application/json" id="react-app">${scriptJson({ entry: script.path, modules, styles })}</script>\n`
  return finish(document, data, limits)
}

/** Puts the modules and the boot script at the end of the body; the learner's share of it counts against the output cap. */
function finish(document: string, data: string, limits: RunInput['limits']): Result {
  if (Buffer.byteLength(document) + Buffer.byteLength(data) > limits.outputBytes) return { status: 'output_limit', stdout: '', stderr: '' }
  if (!data) return { status: 'ok', stdout: '', stderr: '', preview: document }
  const tail = data + boot
  let end = -1
  for (const match of document.matchAll(/<\/body\s*>/gi)) end = match.index
  const preview = end === -1 ? document + tail : document.slice(0, end) + tail + document.slice(end)
  return { status: 'ok', stdout: '', stderr: '', preview }
}

/** The file compiled to a CommonJS module, or the error that stops it. */
function compile(file: SourceFile): string | RunError {
  let code: string | undefined
  let failure: unknown
  try {
    code = sucrase.transform(file.content, SUCRASE_OPTIONS).code
  } catch (error) {
    failure = error
  }
  if (failure instanceof RangeError) {
    // The parser recursed past the stack: nesting no page needs (thousands of levels).
    return { message: `RangeError: ${failure.message}`, kind: 'react:tooDeep', file: file.path }
  }
  const failedAt = failure === undefined ? Infinity : positionOf(failure)
  // sucrase accepts a closing tag of another name, and reads two elements side by side as a comparison and a
  // regular expression: name those mistakes as Babel does, when they come before any other error.
  const mistake = jsxMistake(file.content, failure !== undefined)
  if (mistake && mistake.pos <= failedAt) return syntaxError(file, mistake.message, mistake.pos)
  if (code !== undefined) return code
  const message = String((failure as Error | null)?.message ?? failure).replace(/ \(\d+:\d+\)$/, '')
  return syntaxError(file, message, failedAt === Infinity ? undefined : failedAt)
}

function syntaxError(file: SourceFile, message: string, pos: number | undefined): RunError {
  if (pos === undefined) return { message: `SyntaxError: ${message}`, kind: 'SyntaxError', category: 'syntax', file: file.path }
  const before = file.content.slice(0, pos)
  const line = before.split('\n').length
  const column = pos - before.lastIndexOf('\n')
  return { message: `SyntaxError: ${message} (${line}:${column})`, kind: 'SyntaxError', category: 'syntax', file: file.path, line }
}

/** A sucrase error's offset in the source (its parser sets `pos`). */
function positionOf(error: unknown): number {
  const pos = (error as { pos?: unknown } | null)?.pos
  return typeof pos === 'number' ? pos : Infinity
}

/**
 * The first JSX tag mistake in `code`, read from sucrase's tokens (up to its error when the parse failed): a
 * closing tag that does not match the element it closes, or — when the parse failed — a second element right
 * after a complete top-level one.
 */
function jsxMistake(code: string, failed: boolean): { message: string; pos: number } | null {
  let tokens: SucraseToken[]
  try {
    tokens = sucraseParser.parse(code, true, false, false).tokens
  } catch {
    tokens = sucraseState.state.tokens
  }
  const text = (t: SucraseToken) => code.slice(t.start, t.end)
  /** The tag name starting at token i ('' for a fragment): a.b, a:b. */
  const nameAt = (i: number) => {
    let name = ''
    if (tokens[i]?.type !== tt.jsxName) return name
    name = text(tokens[i])
    for (let j = i + 1; (tokens[j]?.type === tt.dot || tokens[j]?.type === tt.colon) && tokens[j + 1]?.type === tt.jsxName; j += 2) {
      name += text(tokens[j]) + text(tokens[j + 1])
    }
    return name
  }
  const open: string[] = []
  /** Open braces, each true when it is a JSX expression container ({name} in children or attributes). */
  const braces: boolean[] = []
  let closedContainer = false
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]
    const before = tokens[i - 1]?.type
    if (token.type === tt.braceL || token.type === tt.dollarBraceL) {
      const inJsx = before === tt.jsxTagEnd || before === tt.jsxText || before === tt.jsxName || before === tt.string || (before === tt.eq && tokens[i - 2]?.type === tt.jsxName)
      braces.push(token.type === tt.braceL && (inJsx || (before === tt.braceR && closedContainer)))
    } else if (token.type === tt.braceR) {
      closedContainer = braces.pop() ?? false
    } else if (token.type === tt.jsxTagStart && tokens[i + 1]?.type === tt.slash) {
      const name = nameAt(i + 2)
      const opened = open.pop()
      if (opened !== undefined && opened !== name) {
        const message = opened === '' ? 'Expected corresponding closing tag for JSX fragment.' : `Expected corresponding JSX closing tag for <${opened}>.`
        return { message, pos: token.start }
      }
      while (i < tokens.length && tokens[i].type !== tt.jsxTagEnd) i++
      if (open.length === 0 && failed && tokens[i + 1]?.type === tt.lessThan) return adjacent(tokens[i + 1])
    } else if (token.type === tt.jsxTagStart) {
      open.push(nameAt(i + 1))
    } else if (token.type === tt.jsxTagEnd && tokens[i - 1]?.type === tt.slash) {
      open.pop()
      if (open.length === 0 && failed && tokens[i + 1]?.type === tt.lessThan) return adjacent(tokens[i + 1])
    }
  }
  // A closing tag read as `<` and a regular expression inside {…}: the } is missing ({name</p>).
  const last = tokens.findLast((t) => t.type !== tt.eof)
  if (failed && last?.type === tt.lessThan && braces.at(-1) === true) return { message: 'Unexpected token, expected "}"', pos: last.start }
  return null
}

const adjacent = (token: SucraseToken) => ({ message: 'Adjacent JSX elements must be wrapped in an enclosing tag. Did you want a JSX fragment <>...</>?', pos: token.start })

/** A page like the starter's, compiled and built once in init so the first run finds everything warm. */
const WARM_FILES: SourceFile[] = [
  { path: 'index.html', content: '<!DOCTYPE html><html><head><link rel="stylesheet" href="style.css"></head><body><div id="root"></div></body></html>' },
  { path: 'index.jsx', content: "import { createRoot } from 'react-dom/client'\nimport App from './App'\ncreateRoot(document.getElementById('root')).render(<App />)" },
  { path: 'App.jsx', content: "import { useState } from 'react'\nexport default function App() {\n  const [n, setN] = useState(0)\n  return <><h1 className=\"t\">Hi {n}</h1><button onClick={() => setN(n + 1)}>+1</button></>\n}" },
  { path: 'style.css', content: 'h1 { color: teal }' },
]
