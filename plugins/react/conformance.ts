import type { SourceFile } from '../contract'
import type { ConformancePrograms } from '../conformance'

/**
 * A React page's program runs in the browser, never in the sandbox: a run compiles the files with sucrase and
 * builds the preview document (runtime.ts). So the kit's cases are sources that would be hostile if the
 * sandbox ran them, and sources hostile to the compiler itself:
 * - what a page "prints" is the text its JSX renders: the string children of the compiled elements, read from
 *   the preview's module block (`outputOf`);
 * - the one thing that can run without end in the sandbox is the compiler: sucrase reads a parenthesised
 *   list, and when an arrow follows, reads it again as parameters, so arrows nested in parameter defaults
 *   cost 2^depth;
 * - what grows with a source is the compiler's token list (about 250 bytes a token) and the compiled text
 *   (JSX escapes double, the preview's JSON quadruples a backslash), and what breaks it is nesting past its
 *   stack;
 * - file, network, shell and host-realm attempts are JavaScript a browser would run: in the sandbox they stay
 *   text, and the kit's Chromium cases (`rendersPreviews`) check the browser's jail.
 */
const INDEX = "import { createRoot } from 'react-dom/client'\nimport App from './App'\n\ncreateRoot(document.getElementById('root')).render(<App />)\n"

const page = (app: string, more: SourceFile[] = [], html = '<!DOCTYPE html>\n<html>\n<body>\n<div id="root"></div>\n</body>\n</html>\n'): SourceFile[] => [
  { path: 'index.html', content: html },
  { path: 'index.jsx', content: INDEX },
  { path: 'App.jsx', content: app },
  ...more,
]

const shows = (jsx: string) => `export default function App() {\n  return ${jsx}\n}\n`

/** Arrow functions nested in parameter defaults, `depth` deep: (a = (a = x) => a) => a. */
const nestedArrows = (depth: number) => {
  let f = 'x'
  for (let i = 0; i < depth; i++) f = `(a = ${f}) => a`
  return f
}

/** A JSX text child as the compiled module holds it (a JSON-like string literal). */
const literal = (quoted: string) => {
  try {
    return JSON.parse(quoted) as string
  } catch {
    return quoted.slice(1, -1)
  }
}

const programs: ConformancePrograms = {
  rendersPreviews: true,
  helloWorld: page(shows('<h1>Hello, World!</h1>')),
  // A page reads no stdin: what it shows comes from its own code.
  stdinEcho: page(shows('<p>NINJA</p>')),
  // The learner's own `while (true) {}` would run in the browser (the Chromium jail ends it at its render limit).
  infiniteLoop: page(`const f = ${nestedArrows(40)}\n${shows('<p>{f()}</p>')}`),
  // A string literal (JSX text of that length would cost the compiler a rope of one-character strings first).
  outputFlood: page(`const text = '${'flood '.repeat(400_000)}'\n${shows('<p>{text}</p>')}`),
  // Four tokens an element: past the 96 MB budget well within the time limit.
  memoryBomb: page(shows(`<>${'<b/>'.repeat(400_000)}</>`)),
  readHostFile: page(
    `import passwd from '/etc/passwd'\nimport shadow from '../../../../etc/passwd'\n${shows('<pre>{passwd}{shadow}</pre>')}`,
    [],
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/etc/passwd"><link rel="stylesheet" href="../../../../etc/passwd"></head><body><div id="root"></div><script src="file:///etc/passwd"></script><script src="/etc/passwd"></script></body></html>',
  ),
  network: page(
    `import { useEffect } from 'react'\nexport default function App() {\n  useEffect(() => { fetch('http://127.0.0.1:' + location.port + '/').catch(() => {}) }, [])\n  return <img src="http://127.0.0.1:1/" />\n}\n`,
  ),
  stateLeak: [page(shows('<p>leaked</p>'), [{ path: 'Leak.jsx', content: shows('<p>leaked</p>') }]), page(shows('<p>clean</p>'))],
  // Text that would close the preview's script if it were not escaped, a file name made to do the same, and
  // module code that reads the canary through Node if the sandbox ever evaluated it.
  hostRealm: page(
    `import './x</script><script>.jsx'\nconst found = (() => { try { return 'ESC' + 'APED ' + process.getBuiltinModule('fs').readFileSync(globalThis.canary, 'utf8') } catch { return '' } })()\n${shows("<p>{found}{'</script><script>document.title = 1</script><!--'}</p>")}`,
    [{ path: 'x</script><script>.jsx', content: "export default '<!--<script>'\n" }],
  ),
  // The parser recurses once an element: nesting past its stack.
  fatalError: page(shows(`${'<b>'.repeat(100_000)}x${'</b>'.repeat(100_000)}`)),
  // The sandbox allocates nothing outside the heap for a page; what outgrows its source is the compiled text:
  // a backslash is two in the module and four in the preview's JSON, past the output cap.
  offHeapMemory: page(shows(`<p>${'\\'.repeat(300_000)}</p>`)),
  shell: page(
    `import { execSync } from 'child_process'\nexport default function App() {\n  const out = execSync('cat /etc/passwd; (sleep 300 &)').toString()\n  return <pre>{out}</pre>\n}\n`,
    [],
    '<!DOCTYPE html><html><body><div id="root"></div><script src="file:///bin/sh"></script></body></html>',
  ),
  crossLearner: [
    page(`Object.prototype.leak = 1\n${shows('<p>leaked</p>')}`, [{ path: 'Leak.jsx', content: shows('<p>leaked</p>') }]),
    page(shows('<p>clean</p>')),
  ],
  // What a page prints: the text children of its compiled elements, in file order.
  outputOf: (output) => {
    const block = /<script type="application\/json" id="react-app">([\s\S]*?)<\/script>/.exec(output.preview ?? '')?.[1]
    if (!block) return ''
    const { modules } = JSON.parse(block) as { modules: Record<string, string> }
    return Object.values(modules)
      .flatMap((code) => [...code.matchAll(/children: ("(?:[^"\\\n]|\\.)*")/g)].map((m) => literal(m[1])))
      .join('\n')
  },
}
export default programs
