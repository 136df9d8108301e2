/**
 * Code evaluated inside the learner's context before their program: a console and prompt() made of the
 * context's own objects, so no host function (and so no way back to the host realm) is ever reachable.
 * Output past the cap sets a flag and throws, and later writes are ignored even if the learner catches it.
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
    used += text.length
    if (used > cap) { over = true; throw new RangeError('too much output') }
    out += text
  }
  const log = (...args) => write(args)
  globalThis.console = { log, info: log, warn: log, error: log, debug: log }
  globalThis.prompt = () => (lines.length ? lines.shift() : null)
  globalThis.__setup = (outputCap, stdin) => { cap = outputCap; lines = stdin === '' ? [] : stdin.replace(/\n$/, '').split('\n') }
  globalThis.__output = () => out
  globalThis.__overflowed = () => over
  // CommonJS-style require between the learner's own files: the host compiles each file into a function
  // registered here; require runs it once and returns module.exports. Nothing outside the run's files exists.
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
    const path = normalize(from, request)
    if (cache[path]) return cache[path].exports
    if (!factories[path]) throw new Error("Cannot find module '" + request + "'")
    const module = { exports: {} }
    cache[path] = module
    factories[path](module, module.exports, requireFrom(path))
    return module.exports
  }
  globalThis.__register = (path, factory) => { factories[path] = factory }
  globalThis.__requireFrom = requireFrom
  globalThis.__describe = (e) => {
    if (e && typeof e === 'object') return String(e.name) + ': ' + String(e.message) + '\n' + String(e.stack)
    return 'Uncaught ' + show(e)
  }
})()
`
