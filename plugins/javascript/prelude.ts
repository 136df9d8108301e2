/**
 * Code evaluated inside the learner's context before their program. It defines the learner's console and
 * prompt() from the context's own objects, and returns the hooks the host keeps (never put on the global
 * object, so learner code cannot replace them): output, the require registry, and describing a thrown value.
 * Output past the cap sets a flag and throws; later writes are ignored even if the learner catches it.
 */
export const PRELUDE = String.raw`
(() => {
  let cap = 0, used = 0, over = false, out = ''
  let lines = []
  const show = (v) => {
    if (typeof v === 'string') return v
    try { return typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v) } catch { return String(v) }
  }
  const write = (args) => {
    if (over) throw new RangeError('too much output')
    const text = args.map(show).join(' ') + '\n'
    used += String(text).length
    if (used > cap) { over = true; throw new RangeError('too much output') }
    out += text
  }
  const log = (...args) => write(args)
  globalThis.console = { log, info: log, warn: log, error: log, debug: log }
  globalThis.prompt = () => (lines.length ? lines.shift() : null)
  // CommonJS-style require between the learner's own files: the host compiles each file as a function of its
  // own (module, exports, require) and registers it here; require runs it once and returns module.exports.
  const factories = {}, cache = {}
  const normalize = (from, request) => {
    const parts = from.split('/').slice(0, -1)
    for (const part of request.split('/')) {
      if (part === '..') parts.pop()
      else if (part !== '.' && part !== '') parts.push(part)
    }
    const path = parts.join('/')
    return factories[path] ? path : factories[path + '.js'] ? path + '.js' : path
  }
  const requireFrom = (from) => (request) => {
    const path = normalize(from, String(request))
    if (cache[path]) return cache[path].exports
    if (!factories[path]) throw new Error("Cannot find module '" + request + "'")
    const module = { exports: {} }
    cache[path] = module
    factories[path](module, module.exports, requireFrom(path))
    return module.exports
  }
  return {
    setup: (outputCap, stdin) => { cap = outputCap; lines = stdin === '' ? [] : stdin.replace(/\n$/, '').split('\n') },
    output: () => out,
    overflowed: () => over,
    register: (path, factory) => { factories[path] = factory },
    enter: (path) => { globalThis.require = requireFrom(path); globalThis.module = { exports: {} } },
    describe: (e) => {
      if (e && typeof e === 'object') return String(e.name) + ': ' + String(e.message) + '\n' + String(e.stack)
      return 'Uncaught ' + show(e)
    },
  }
})()
`

/** The hooks PRELUDE returns: functions of the learner's realm, called by the host with primitives only. */
export interface PreludeHooks {
  setup(outputCap: number, stdin: string): void
  output(): unknown
  overflowed(): unknown
  register(path: string, factory: unknown): void
  enter(path: string): void
  describe(thrown: unknown): unknown
}
