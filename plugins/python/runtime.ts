import { loadPyodide, type PyodideInterface } from 'pyodide'
import type { RunError, RunInput, RunOutput, Runtime } from '../contract.ts'

type Result = Omit<RunOutput, 'durationMs'>
const WORK_DIR = '/home/pyodide/work'

/**
 * CPython compiled to WebAssembly (Pyodide), standard library from the npm package, nothing fetched at run
 * time. Pyodide can reach the JavaScript of its process from Python: the jail is the sandboxed process itself
 * (docs/judge-sandbox.md), which serves one learner and sees no network, host file or other process.
 */
export default function createPythonRuntime(): Runtime {
  let py: PyodideInterface
  let baseline: Set<string>
  return {
    async init() {
      py = await loadPyodide({ fullStdLib: false, checkAPIVersion: true })
      py.unregisterJsModule('js')
      py.unregisterJsModule('pyodide_js')
      // A clear error for programs that try to start other programs (the sandbox refuses it in any case).
      py.runPython(NO_SUBPROCESSES)
      py.FS.mkdirTree(WORK_DIR)
      baseline = new Set(py.runPython('import sys\nlist(sys.modules)').toJs() as string[])
      py.runPython(SNAPSHOT)
    },
    async run(input) {
      return run(py, input)
    },
    async reset() {
      // Forget modules the learner's files defined or imported, and their files.
      py.globals.set('__baseline', py.toPy([...baseline]))
      py.runPython(`import sys\nfor _n in [m for m in sys.modules if m not in set(__baseline)]:\n    del sys.modules[_n]\ndel __baseline`)
      py.runPython(RESTORE)
      for (const name of py.FS.readdir(WORK_DIR) as string[]) if (name !== '.' && name !== '..') removeTree(py, `${WORK_DIR}/${name}`)
    },
  }
}

function run(py: PyodideInterface, { files, entry, stdin, limits }: RunInput): Result {
  const file = files.find((f) => (entry ? f.path === entry : f.path.endsWith('.py')))
  if (!file) return { status: 'error', stdout: '', stderr: '', error: { message: 'no Python file to run' } }
  for (const f of files) {
    const target = `${WORK_DIR}/${f.path}`
    py.FS.mkdirTree(target.slice(0, target.lastIndexOf('/')))
    py.FS.writeFile(target, f.content)
  }
  let out = ''
  let err = ''
  let used = 0
  let over = false
  const sink = (append: (text: string) => void) => (text: string) => {
    if (over) throw new Error('too much output')
    used += text.length + 1
    if (used > limits.outputBytes) {
      over = true
      // Raising in print stops a flood at once; `over` makes the verdict "too much output" even if caught.
      throw new Error('too much output')
    }
    append(`${text}\n`)
  }
  py.setStdout({ batched: sink((t) => (out += t)) })
  py.setStderr({ batched: sink((t) => (err += t)) })
  const lines = stdin === '' ? [] : stdin.replace(/\n$/, '').split('\n')
  py.setStdin({ stdin: () => lines.shift() ?? null, autoEOF: true })
  try {
    py.runPython(`import os, sys\nos.chdir(${JSON.stringify(WORK_DIR)})\nsys.path.insert(0, ${JSON.stringify(WORK_DIR)})`)
    py.runPython(file.content, { globals: py.toPy({ __name__: '__main__', __file__: file.path }), filename: file.path })
  } catch (error) {
    // Pyodide cannot run anything after a fatal error: the host replaces this process on `crashed`.
    if ((error as { pyodide_fatal_error?: boolean }).pyodide_fatal_error) return { status: 'crashed', stdout: out, stderr: 'the Python runtime failed' }
    if (over) return { status: 'output_limit', stdout: out, stderr: '' }
    const traceback = (error as Error).message
    const lastLine = traceback.trimEnd().split('\n').at(-1) ?? traceback
    if (/^MemoryError/.test(lastLine)) return { status: 'memory_limit', stdout: out, stderr: '' }
    const line = [...traceback.matchAll(new RegExp(`File "${escape(file.path)}", line (\\d+)`, 'g'))].at(-1)?.[1]
    // The traceback's last line once, in error (stderr keeps only what the program wrote there itself).
    // TabError is Python's own kind of IndentationError, and a learner's: it is explained as one.
    const kind = /^([A-Za-z]+(?:Error|Exception))\b/.exec(lastLine)?.[1]?.replace(/^TabError$/, 'IndentationError')
    return { status: 'error', stdout: out, stderr: err, error: { message: lastLine, kind, ...categoryOf(lastLine), file: file.path, line: line ? Number(line) : undefined } }
  } finally {
    py.runPython(`import sys\nif sys.path and sys.path[0] == ${JSON.stringify(WORK_DIR)}: sys.path.pop(0)`)
  }
  if (over) return { status: 'output_limit', stdout: out, stderr: '' }
  return { status: 'ok', stdout: out, stderr: err }
}

const NO_SUBPROCESSES = `
import os, posix
def _refuse(*args, **kwargs):
    raise OSError(1, 'running other programs is not available in exercises')
for _module in (os, posix):
    for _name in ('system', 'popen', 'fork', 'forkpty', 'posix_spawn', 'posix_spawnp', 'execv', 'execve', 'spawnv', 'spawnve'):
        if hasattr(_module, _name):
            setattr(_module, _name, _refuse)
del _module, _name
`

/** What a program may change in the interpreter that outlives it: builtins, sys attributes, sys.path. */
const SNAPSHOT = `
import builtins, sys
__platform_state = (dict(builtins.__dict__), dict(sys.__dict__), list(sys.path))
`
const RESTORE = `
import builtins, sys
_b, _s, _p = __platform_state
builtins.__dict__.clear(); builtins.__dict__.update(_b)
for _k in [k for k in sys.__dict__ if k not in _s]: delattr(sys, _k)
for _k, _v in _s.items():
    if sys.__dict__.get(_k) is not _v: setattr(sys, _k, _v)
sys.path[:] = _p
del _b, _s, _p, _k
`

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function removeTree(py: PyodideInterface, path: string) {
  const { mode } = py.FS.stat(path)
  if (py.FS.isDir(mode)) {
    for (const name of py.FS.readdir(path) as string[]) if (name !== '.' && name !== '..') removeTree(py, `${path}/${name}`)
    py.FS.rmdir(path)
  } else {
    py.FS.unlink(path)
  }
}

/** What the error is to a beginner (plugins/contract.ts RunError.category): unreadable code, or a name not defined. */
function categoryOf(lastLine: string): Pick<RunError, 'category' | 'name'> {
  if (/^SyntaxError\b/.test(lastLine)) return { category: 'syntax' }
  const name = /^NameError: name '(\w+)' is not defined/.exec(lastLine)?.[1]
  return name ? { category: 'undefinedName', name } : {}
}
